import { useEffect } from 'react'

/** What Section.module.css reads, on the page or on one section: laid out, whatever the page's state. */
const LAID_OUT = 'data-laid-out'

/**
 * Until the page is marked laid out, sections off screen skip layout and keep a placeholder
 * height (components/Section.module.css): a slow phone's first seconds relayout a screenful
 * each time a font or picture arrives, not the whole page.
 */
export function layOutWholePage() {
  const html = document.documentElement
  if (html.hasAttribute(LAID_OUT)) return
  // What the visitor is looking at stays where it is while the sections above it take their real heights: the
  // browser's own scroll anchoring did not hold it (a scroll to the footer left the footer 500 px below the screen).
  const anchor = window.scrollY > 0 ? document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2) : null
  const before = anchor?.getBoundingClientRect().top
  html.setAttribute(LAID_OUT, '')
  if (anchor && before !== undefined) window.scrollBy(0, anchor.getBoundingClientRect().top - before)
}

/**
 * Not a mouse press: the sections above growing from their placeholders moved what was pressed before the
 * button came up, and the click went to the page instead (a link 3,000 px away from the pointer, on a busy
 * machine whose scroll event came after the press). What is pressed is on screen and laid out already.
 */
const FIRST_INPUTS = ['scroll', 'wheel', 'keydown', 'touchstart'] as const

/**
 * Lays the page out whole on whatever the visitor does first; else, once it is idle after loading,
 * one section per idle moment, top to bottom, then the page. All at once, /about's nine sections
 * cost one task of 120 ms on a slow phone, long enough to delay a tap; one at a time, none is long
 * (the services, the largest, a service at a time: ServiceDetails.module.css).
 */
export function useWholePageLayout() {
  useEffect(() => {
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let waiting: HTMLElement[] = []
    const done = () => {
      layOutWholePage()
      stop()
    }
    const later = (next: () => void, timeout: number) => {
      // Safari has no requestIdleCallback.
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(next, { timeout })
      else timer = setTimeout(next, 100)
    }
    // Each step marks one section; its layout runs in the next frame, and the step after waits for idle again.
    const step = () => {
      const section = waiting.shift()
      if (!section) return done()
      section.setAttribute(LAID_OUT, '')
      later(step, 1000)
    }
    const whenIdle = () => {
      // Document order: a section before the sections inside it, which may skip layout of their own (the services).
      waiting = Array.from(document.querySelectorAll<HTMLElement>('main section'))
      later(step, 2000)
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
