'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** An element slides in once its top is this far above the bottom of the window. */
export const SCROLL_ANIMATION_OFFSET_PX = 40

const SELECTOR = '[data-aos]:not(.aos-animate)'

/**
 * Elements marked `data-aos` fade and slide in once, as they scroll into
 * view. Nothing is hidden until this has run (globals.css hides only under
 * `html.aos-enabled`), so content never depends on it, and under reduced
 * motion it does not run at all.
 *
 * An IntersectionObserver of a few lines rather than the AOS library, which
 * was 5.5 KiB of the page's JavaScript for this one effect; the class names
 * (`aos-enabled`, `aos-animate`) and `data-aos` stay as AOS had them. Each
 * page's elements are picked up after a client-side navigation too.
 */
export function ScrollAnimations() {
  const pathname = usePathname()

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // Intersecting, or already scrolled past (an anchor jump can skip over an element).
          if (entry.isIntersecting || entry.boundingClientRect.bottom < 0) {
            entry.target.classList.add('aos-animate')
            observer.unobserve(entry.target)
          }
        }
        // The first call answers for every element at once: what is on screen or above it
        // is shown before anything is hidden. Measuring here, not in the effect, keeps the
        // setup from forcing a layout of the whole page while it hydrates.
        document.documentElement.classList.add('aos-enabled')
      },
      { rootMargin: `0px 0px -${SCROLL_ANIMATION_OFFSET_PX}px 0px` },
    )
    for (const element of document.querySelectorAll(SELECTOR)) observer.observe(element)
    return () => observer.disconnect()
  }, [pathname])

  return null
}
