import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { consultationHref } from '../consultation-hours'
import { estimate, money, type Hours, type Rates } from './estimate'

/** The words the estimate writes as a family types: the server hands them to the browser's script. */
export type EstimateWords = {
  estimateIs: string
  minimumApplied: string
  yourEstimate: string
  consult: string
  consultNoHours: string
}

/** What the estimate's parts say for the hours: the server renders them, the script rewrites them (./estimate-live.ts). */
export type EstimateTexts = {
  sentence: string
  /** "Fewer hours than our shortest visit…", or null. */
  minimum: string | null
  monthLabel: string
  month: string
  consultHref: string
  consultText: string
}

export function estimateTexts(
  rates: Rates,
  asked: Hours,
  words: EstimateWords,
  language: Language,
): EstimateTexts | null {
  const result = estimate(rates, asked)
  if (!result) return null
  const hours = result.counted.hours
  const amount = (value: number) => money(value, language, { whole: true })
  return {
    sentence: fill(words.estimateIs, { hours, weekly: amount(result.weekly), monthly: amount(result.monthly) }),
    minimum: result.minimumApplied ? fill(words.minimumApplied, { hours: result.billedHours }) : null,
    monthLabel: fill(words.yourEstimate, { hours }),
    month: amount(result.monthly),
    consultHref: consultationHref(language, hours > 0 ? result.counted : null),
    consultText: hours > 0 ? fill(words.consult, { hours }) : words.consultNoHours,
  }
}
