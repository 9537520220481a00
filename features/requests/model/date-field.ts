/**
 * The date field's rule (FieldRule in ./fields.ts), in its own module so that
 * only the models with a date (./consultation.ts, ./application.ts) bring it,
 * and the message form's code carries no calendar. A day is typed
 * ("12/7/2026") or picked, kept as YYYY-MM-DD, and read back in words.
 */
import { compareDays, dayInWords, isoDay, parseDay } from './calendar-day'
import { MAX_YEARS_AHEAD } from './day-bounds'
import type { FieldRule } from './fields'

export const DATE_FORMAT = 'Please enter a date as month/day/year, for example 12/07/2026.'
export const datePassed = (words: string) => `${words} has passed. Please choose today or a later date.`
export const dateTooFar = (words: string) =>
  `${words} is more than ${MAX_YEARS_AHEAD} years away. Please check the year, or tell us under "Anything else".`

export const DATE_RULE: FieldRule = {
  normalise(text) {
    const day = parseDay(text)
    return day ? isoDay(day) : text
  },
  problem(value, bounds) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : null
    if (!day) return DATE_FORMAT
    if (compareDays(day, bounds.earliest) < 0) return datePassed(dayInWords(day))
    if (compareDays(day, bounds.latest) > 0) return dateTooFar(dayInWords(day))
    return null
  },
  inWords(value) {
    const day = parseDay(value)
    return day ? dayInWords(day) : value
  },
}
