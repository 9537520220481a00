/**
 * The date field's rule (FieldRule in ./fields.ts), in its own module so that
 * only the models with a date (./consultation.ts, ./application.ts) bring it,
 * and the message form's code carries no calendar. A day is typed
 * ("12/7/2026") or picked, kept as YYYY-MM-DD, and read back in words.
 */
import { compareDays, dayInWords, isoDay, parseDay } from './calendar-day'
import { MAX_YEARS_AHEAD } from './day-bounds'
import type { FieldRule } from './fields'
import { fill } from '../../../lib/i18n/fill'
import type { ProblemWords } from './words'

export const datePassed = (day: string, words: ProblemWords) => fill(words.datePassed, { day })
export const dateTooFar = (day: string, words: ProblemWords) => fill(words.dateTooFar, { day, years: MAX_YEARS_AHEAD })

export const DATE_RULE: FieldRule = {
  normalise(text) {
    const day = parseDay(text)
    return day ? isoDay(day) : text
  },
  problem(value, bounds, { words, language }) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : null
    if (!day) return words.dateFormat
    if (compareDays(day, bounds.earliest) < 0) return datePassed(dayInWords(day, language), words)
    if (compareDays(day, bounds.latest) > 0) return dateTooFar(dayInWords(day, language), words)
    return null
  },
  inWords(value) {
    const day = parseDay(value)
    return day ? dayInWords(day) : value
  },
}
