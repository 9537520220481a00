'use client'

import { useEffect, useState } from 'react'
import styles from './PageLoader.module.css'

/** The overlay fades this long after the window's load event. */
export const LOADER_FADE_DELAY = 1000

/**
 * The page-load overlay of the spec. It never takes a click (pointer-events
 * are off), is invisible to assistive technology, is skipped under reduced
 * motion, is never drawn without JavaScript, and a CSS fallback fades it
 * even if this script fails to arrive.
 */
export function PageLoader() {
  const [done, setDone] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // Under reduced motion the overlay is never drawn (CSS), so there is no fade to wait for.
    const delay = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : LOADER_FADE_DELAY
    const fade = () => {
      timer = setTimeout(() => setDone(true), delay)
    }
    if (document.readyState === 'complete') fade()
    else window.addEventListener('load', fade, { once: true })
    return () => {
      window.removeEventListener('load', fade)
      clearTimeout(timer)
    }
  }, [])

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
      >
        <div className={styles.spinner} />
      </div>
    </>
  )
}
