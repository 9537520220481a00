import type { Language } from '@/lib/i18n/languages'
import { readPlan, type Rates } from './estimate'
import { estimateTexts, type EstimateWords } from './estimate-texts'

/**
 * The estimate as a family types (issues 52 and 58): reads the plan's four
 * boxes, rewrites the sentence (an <output>, which screen readers announce
 * politely), the sum written out, the month's row beside the other choices
 * and the consultation link. Loaded when the section comes near
 * (./EstimateWatch.tsx); the server rendered the same texts for the default
 * plan, so the page reads without it.
 */

/** Typing "12" is two changes: the announcement waits for a pause, so it is said once. */
const SETTLE_MS = 400

export function liven(form: HTMLFormElement, rates: Rates, words: EstimateWords, language: Language): () => void {
  const section = form.closest('section') ?? document
  const part = (name: string) => section.querySelector<HTMLElement>(`[data-estimate="${name}"]`)
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value
  let timer: ReturnType<typeof setTimeout> | undefined

  const show = (name: string, text: string | null) => {
    const element = part(name)
    if (!element) return
    element.textContent = text ?? ''
    element.hidden = !text
  }
  const update = () => {
    const plan = readPlan({
      hoursPerDay: value('hoursPerDay'),
      daysPerWeek: value('daysPerWeek'),
      weekendDays: value('weekendDays'),
      overnightHours: value('overnightHours'),
    })
    const texts = estimateTexts(rates, plan, words, language)
    if (!texts) return
    const output = part('output')
    if (output && output.textContent !== texts.sentence) output.textContent = texts.sentence
    show('breakdown', texts.breakdown)
    show('minimum', texts.minimum)
    const monthLabel = part('month-label')
    if (monthLabel) monthLabel.textContent = texts.monthLabel
    const month = part('month')
    if (month) month.textContent = texts.month
    const consult = part('consult') as HTMLAnchorElement | null
    if (consult) {
      consult.href = texts.consultHref
      consult.textContent = texts.consultText
    }
  }
  const onInput = () => {
    clearTimeout(timer)
    timer = setTimeout(update, SETTLE_MS)
  }
  // Enter in a number box would submit the form: the estimate is already there.
  const onSubmit = (event: Event) => {
    event.preventDefault()
    clearTimeout(timer)
    update()
  }
  form.addEventListener('input', onInput)
  form.addEventListener('submit', onSubmit)
  // The plan may have been typed (or restored by the browser) before this code arrived.
  update()
  return () => {
    clearTimeout(timer)
    form.removeEventListener('input', onInput)
    form.removeEventListener('submit', onSubmit)
  }
}
