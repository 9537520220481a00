'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { ANCHOR_REVEAL_EVENT, fragmentId, SMOOTH_SCROLL_MS } from '@/components/anchor-scroll'
import { layOutWholePage, useWholePageLayout } from './whole-page-layout'

const HASH_WAIT_MS = 10_000

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

function headerOffset(): number {
  const header = document.querySelector('header')
  return (header?.getBoundingClientRect().height ?? 0) + 16
}

const visitorHasFocus = () => document.activeElement !== null && document.activeElement !== document.body

let stopRunning: (() => void) | null = null

/** Ends a glide under way: the visitor took over, or moved on to another page. */
export function stopScrollAnimation() {
  stopRunning?.()
}

/** Scrolls to the element over SMOOTH_SCROLL_MS (at once under reduced motion), clear of the fixed header. */
export function scrollToElement(target: HTMLElement) {
  stopScrollAnimation()
  // Real heights above the target, not placeholders: else the glide stops short or overshoots.
  layOutWholePage()
  // A target in a closed tab (the consultation form, say) is opened by its owner first.
  target.dispatchEvent(new Event(ANCHOR_REVEAL_EVENT, { bubbles: true }))
  const to = Math.max(0, target.getBoundingClientRect().top + window.scrollY - headerOffset())
  // Keyboard and screen-reader users land where the page scrolled to.
  if (!target.matches('a, button, input, textarea, select, [tabindex]')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  if (prefersReducedMotion()) return window.scrollTo(0, to)
  const from = window.scrollY
  // The clock starts when the first frame is drawn, not now nor at that frame's timestamp (taken before the
  // click's other work ran): on a busy phone that work can take a third of a second, and a clock already
  // running would skip most of the glide.
  let start: number | undefined
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('wheel', stop)
    window.removeEventListener('touchstart', stop)
    if (stopRunning === stop) stopRunning = null
  }
  const step = (now: number) => {
    start ??= performance.now()
    const t = Math.max(0, Math.min(1, (now - start) / SMOOTH_SCROLL_MS))
    const eased = t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
    window.scrollTo(0, from + (to - from) * eased)
    if (t < 1) frame = requestAnimationFrame(step)
    else stop()
  }
  window.addEventListener('wheel', stop, { passive: true })
  window.addEventListener('touchstart', stop, { passive: true })
  stopRunning = stop
  frame = requestAnimationFrame(step)
}

/** Resolves with the element once it is in the page, or null after `timeout`. */
function waitForElement(id: string, timeout: number, signal: AbortSignal): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const found = () => document.getElementById(id)
    const now = found()
    if (now) return resolve(now)
    const observer = new MutationObserver(() => {
      const element = found()
      if (element) finish(element)
    })
    const timer = setTimeout(() => finish(null), timeout)
    function finish(element: HTMLElement | null) {
      observer.disconnect()
      clearTimeout(timer)
      resolve(element)
    }
    signal.addEventListener('abort', () => finish(null))
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

/**
 * In-page links scroll smoothly; a page opened with a #hash (or reached by a
 * link to one) waits up to HASH_WAIT_MS for that element to exist, then
 * scrolls to it. Route changes without a hash start at the top. Sections
 * skipped while off screen are laid out before any glide measures its target.
 */
export function AnchorScroll() {
  const pathname = usePathname()
  const firstRender = useRef(true)
  // Back and forward restore the place the visitor left; only new visits start at the top.
  const traversing = useRef(false)

  useWholePageLayout()

  useEffect(() => {
    const onPopState = () => (traversing.current = true)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const link = (event.target as Element).closest?.('a[href*="#"]') as HTMLAnchorElement | null
      if (!link || link.target || link.hasAttribute('data-lightbox')) return
      const url = new URL(link.href)
      if (url.origin !== location.origin || url.pathname !== location.pathname || !url.hash) return
      const target = document.getElementById(fragmentId(url.hash))
      if (!target) return
      event.preventDefault()
      history.pushState(history.state, '', url.hash)
      scrollToElement(target)
    }
    // Capture phase: ahead of next/link, whose own hash handling jumps instead of gliding.
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])

  useEffect(() => {
    stopScrollAnimation() // a glide on the previous page must not move this one
    const isFirstRender = firstRender.current
    const isTraversal = traversing.current
    firstRender.current = false
    traversing.current = false
    const id = fragmentId(location.hash)
    if (!id) {
      // Next.js keeps the scroll position when only the page below a shared
      // layout changes and its top is off screen; the spec wants the top.
      if (!isFirstRender && !isTraversal) window.scrollTo(0, 0)
      return
    }
    const controller = new AbortController()
    waitForElement(id, HASH_WAIT_MS, controller.signal).then((target) => {
      // On a slow phone the visitor may already be typing in a field by the time this runs;
      // the browser has jumped to the anchor, so leave the page and the focus where they are.
      if (!target || (isFirstRender && visitorHasFocus())) return
      scrollToElement(target)
    })
    return () => controller.abort()
  }, [pathname])

  return null
}
