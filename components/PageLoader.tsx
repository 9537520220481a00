'use client'

import { useEffect, useState } from 'react'
import styles from './PageLoader.module.css'

/**
 * The page-load overlay of the spec. It never takes a click (pointer-events
 * are off), is invisible to assistive technology, is skipped under reduced
 * motion, is never drawn without JavaScript, and a CSS fallback fades it
 * even if this script fails to arrive. `data-done` marks the load event;
 * the stylesheet fades the overlay a second after it.
 */
export function PageLoader() {
  const [done, setDone] = useState(false)

  useEffect(() => {
    const loaded = () => setDone(true)
    if (document.readyState === 'complete') loaded()
    else window.addEventListener('load', loaded, { once: true })
    return () => window.removeEventListener('load', loaded)
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
