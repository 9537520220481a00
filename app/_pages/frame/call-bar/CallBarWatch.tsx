'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Fields that bring up the on-screen keyboard: whatever can be typed into (the
 * browser's own `:read-write`: text, e-mail, date and the like, text areas; not
 * checkboxes, radios, buttons or read-only fields), and lists to pick from,
 * whose picker covers the bottom of the screen.
 */
const TYPING_FIELD = ':read-write,select'

/** The visual viewport shrinks by the keyboard: a quarter of the screen or more is a keyboard, not a toolbar. */
const KEYBOARD_SHARE = 0.75

/**
 * Shows and hides the call bar (CallBar.tsx) by its data-state: shown once
 * the element marked data-call-bar-after (the page's top banner) has left the
 * screen, or at once on a page without one; hidden while a field has focus
 * or the visual viewport says a keyboard is up. Also publishes the bar's
 * height as --call-bar-height, which the footer and scroll padding leave free.
 * Renders nothing.
 */
export function CallBarWatch({ barId }: { barId: string }) {
  const pathname = usePathname()
  useEffect(() => {
    const bar = document.getElementById(barId)
    if (!bar) return
    const banner = document.querySelector('[data-call-bar-after]')
    const viewport = window.visualViewport
    let past = !banner
    let typing = document.activeElement?.matches(TYPING_FIELD) ?? false
    const apply = () => {
      const keyboard = viewport ? viewport.height < window.innerHeight * KEYBOARD_SHARE : false
      bar.dataset.state = past && !typing && !keyboard ? 'shown' : 'hidden'
    }
    const onFocus = (event: FocusEvent) => {
      typing = event.type === 'focusin' && event.target instanceof Element && event.target.matches(TYPING_FIELD)
      apply()
    }
    const seen = new IntersectionObserver((entries) => {
      // A busy phone can report several crossings at once, oldest first: the last is where the banner is now.
      past = !entries[entries.length - 1]!.isIntersecting
      apply()
    })
    if (banner) seen.observe(banner)
    const sized = new ResizeObserver(() =>
      document.documentElement.style.setProperty(
        '--call-bar-height',
        `${Math.ceil(bar.getBoundingClientRect().height)}px`,
      ),
    )
    sized.observe(bar)
    document.addEventListener('focusin', onFocus)
    document.addEventListener('focusout', onFocus)
    viewport?.addEventListener('resize', apply)
    apply()
    return () => {
      seen.disconnect()
      sized.disconnect()
      document.removeEventListener('focusin', onFocus)
      document.removeEventListener('focusout', onFocus)
      viewport?.removeEventListener('resize', apply)
    }
  }, [barId, pathname])
  return null
}
