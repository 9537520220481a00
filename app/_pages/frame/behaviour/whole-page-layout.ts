import { useEffect } from 'react'

/**
 * Until the page is marked laid out, sections off screen skip layout and keep a placeholder
 * height (components/Section.module.css): a slow phone's first seconds relayout a screenful
 * each time a font or picture arrives, not the whole page.
 */
export function layOutWholePage() {
  document.documentElement.setAttribute('data-laid-out', '')
}

const FIRST_INPUTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const

/** Lays the page out whole on whatever the visitor does first, or at the first idle moment after loading. */
export function useWholePageLayout() {
  useEffect(() => {
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      layOutWholePage()
      stop()
    }
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(done, { timeout: 2000 })
      else timer = setTimeout(done, 200)
    }
    function stop() {
      for (const type of FIRST_INPUTS) window.removeEventListener(type, done, true)
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) cancelIdleCallback(idle)
      clearTimeout(timer)
    }
    for (const type of FIRST_INPUTS) window.addEventListener(type, done, { capture: true, passive: true })
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return stop
  }, [])
}
