'use client'

import { useEffect } from 'react'
import type { Language } from '@/lib/i18n/languages'
import type { Rates } from './estimate'
import type { EstimateWords } from './estimate-texts'

/**
 * Brings the estimate to life when its section comes near (or is touched):
 * the boxes appear and the script that recalculates (./estimate-live.ts, a
 * chunk of its own) arrives only then, so that a visit that never scrolls to
 * the costs fetches none of it. Renders nothing itself.
 */
export function EstimateWatch({
  formId,
  rates,
  words,
  language,
}: {
  formId: string
  rates: Rates
  words: EstimateWords
  language: Language
}) {
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    let stop: (() => void) | undefined
    let cancelled = false
    const start = () => {
      observer?.disconnect()
      form.removeEventListener('focusin', start)
      void import('./estimate-live').then(({ liven }) => {
        if (cancelled) return
        form.querySelector('fieldset')?.removeAttribute('hidden')
        stop = liven(form, rates, words, language)
      })
    }
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
            rootMargin: '400px 0px',
          })
        : null
    if (observer) observer.observe(form)
    else start()
    form.addEventListener('focusin', start)
    return () => {
      cancelled = true
      observer?.disconnect()
      form.removeEventListener('focusin', start)
      stop?.()
    }
  }, [formId, rates, words, language])
  return null
}
