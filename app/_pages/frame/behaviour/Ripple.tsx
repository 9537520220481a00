'use client'

import { useEffect } from 'react'
import button from '@/components/Button.module.css'

export const RIPPLE_MS = 550
/** On touch, wait this long so that a finger starting a scroll does not ripple. */
export const TOUCH_RIPPLE_DELAY_MS = 80

function ripple(host: HTMLElement, x: number, y: number) {
  const box = host.getBoundingClientRect()
  const size = Math.max(box.width, box.height) * 2
  const ink = document.createElement('span')
  ink.className = button.ink!
  ink.setAttribute('aria-hidden', 'true')
  ink.style.width = ink.style.height = `${size}px`
  ink.style.left = `${x - box.left - size / 2}px`
  ink.style.top = `${y - box.top - size / 2}px`
  host.appendChild(ink)
  setTimeout(() => ink.remove(), RIPPLE_MS)
}

/** Every element with the site's button style ripples where it is pressed; not under reduced motion. */
export function Ripple() {
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    const onDown = (event: PointerEvent) => {
      if (reduced.matches) return
      const host = (event.target as Element).closest?.(`.${button.button}`) as HTMLElement | null
      if (!host) return
      const { clientX, clientY } = event
      if (event.pointerType !== 'touch') return ripple(host, clientX, clientY)
      // When the finger starts a scroll, the browser takes the touch over and
      // sends pointercancel: that, not any scroll of the window, cancels.
      const cancel = () => clearTimeout(timer)
      const timer = setTimeout(() => {
        host.removeEventListener('pointercancel', cancel)
        ripple(host, clientX, clientY)
      }, TOUCH_RIPPLE_DELAY_MS)
      host.addEventListener('pointercancel', cancel, { once: true })
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [])
  return null
}
