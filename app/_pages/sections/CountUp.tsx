'use client'

import { useEffect, useRef, useState } from 'react'
import { countUpFrame, formatFactNumber } from './count-up'

/**
 * A number that counts up from 0 once, when it scrolls into view. The server
 * renders the final value, which stays when JavaScript is off, when the
 * visitor prefers reduced motion, or when IntersectionObserver is missing.
 * Assistive technology reads only the final value (visually hidden), never
 * the moving digits.
 */
export function CountUp({
  value,
  suffix,
  durationMs,
  className,
}: {
  value: number
  suffix?: string | null
  durationMs?: number | null
  className?: string
}) {
  const [shown, setShown] = useState(value)
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const element = ref.current
    const duration = durationMs && durationMs > 0 ? durationMs : 2000
    if (!element || value === 0 || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return

    let frame = 0
    let start: number | null = null
    const tick = (now: number) => {
      start ??= now
      const t = (now - start) / duration
      setShown(countUpFrame(value, t))
      if (t < 1) frame = requestAnimationFrame(tick)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setShown(0)
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      setShown(value)
    }
  }, [value, durationMs])

  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true">
        <span data-testid="fact-value">{formatFactNumber(shown)}</span>
        {suffix}
      </span>
      <span className="visually-hidden">
        {formatFactNumber(value)}
        {suffix}
      </span>
    </span>
  )
}
