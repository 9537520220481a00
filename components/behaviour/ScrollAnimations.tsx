'use client'

import { useEffect } from 'react'

export const SCROLL_ANIMATION_MS = 800

/**
 * Elements marked `data-aos` fade and slide in once, as they scroll into
 * view (AOS, loaded after the page). Nothing is hidden until the library is
 * running, so content never depends on this script, and under reduced
 * motion it does not run at all. The styles live in globals.css.
 */
export function ScrollAnimations() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let cancelled = false
    import('aos').then(({ default: AOS }) => {
      if (cancelled) return
      document.documentElement.classList.add('aos-enabled')
      AOS.init({ once: true, duration: SCROLL_ANIMATION_MS, easing: 'ease-out-cubic', offset: 40 })
    })
    return () => {
      cancelled = true
    }
  }, [])
  return null
}
