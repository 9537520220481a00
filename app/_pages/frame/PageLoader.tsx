'use client'

import { useEffect, useState, type CSSProperties } from 'react'
import styles from './PageLoader.module.css'

/** The overlay stays this long after the load event, then fades over 400 ms: gone 0.9 s after it. */
export const STAY_MS = 500

/**
 * How much longer the overlay stays, given how long ago the page finished
 * loading: the script may learn of the load late (a phone still busy with
 * the page's code), and the overlay must not hide a loaded page for longer.
 */
export function remainingStay(sinceLoadMs: number): number {
  return Math.max(0, Math.round(STAY_MS - sinceLoadMs))
}

/**
 * The page-load overlay of the spec. It never takes a click (pointer-events
 * are off), is invisible to assistive technology, is skipped under reduced
 * motion, is never drawn without JavaScript, and a CSS fallback fades it
 * even if this script fails to arrive. `data-done` marks the load event and
 * `--stay` what is left of the wait; the stylesheet does the fade.
 */
export function PageLoader() {
  const [stay, setStay] = useState<number>()

  useEffect(() => {
    const loaded = () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      setStay(remainingStay(performance.now() - (navigation?.loadEventStart || performance.now())))
    }
    if (document.readyState === 'complete') loaded()
    else window.addEventListener('load', loaded, { once: true })
    return () => window.removeEventListener('load', loaded)
  }, [])

  const done = stay !== undefined
  return (
    <>
      {/* Without JavaScript the HTML is all there is to wait for: no overlay, rather than the 4 s fallback. */}
      <noscript>
        <style>{'[data-page-loader]{display:none}'}</style>
      </noscript>
      <div
        data-page-loader
        data-testid="page-loader"
        aria-hidden="true"
        className={styles.loader}
        data-done={done || undefined}
        style={done ? ({ '--stay': `${stay}ms` } as CSSProperties) : undefined}
      >
        <div className={styles.spinner} />
      </div>
    </>
  )
}
