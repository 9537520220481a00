import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { readHours, type Hours } from './estimate/estimate'

/**
 * The hours a family chose in the estimate (#costs), carried to the
 * consultation form on the home page in the link's address
 * (`/?hours=20&weekend=4#consultation`): the form fills in its "hours"
 * answer with them (features/requests/forms/ConsultationForm.tsx). The
 * address, not storage: nothing is remembered, and the link says what it
 * carries. Pure; both sides import it.
 */

const PARAMS = { hours: 'hours', weekend: 'weekend', overnight: 'overnight' } as const

/** The consultation form's address with the hours; without hours, the form alone. */
export function consultationHref(language: Language, hours: Hours | null): string {
  const counted = hours && readHours(hours.hours) > 0 ? hours : null
  if (!counted) return localePath(language, '/#consultation')
  const query = new URLSearchParams({ [PARAMS.hours]: String(readHours(counted.hours)) })
  if (readHours(counted.weekend) > 0) query.set(PARAMS.weekend, String(readHours(counted.weekend)))
  if (readHours(counted.overnight) > 0) query.set(PARAMS.overnight, String(readHours(counted.overnight)))
  return localePath(language, `/?${query}#consultation`)
}

/** The hours an address carries, or null when it carries none worth reading. */
export function hoursFromSearch(search: string): Hours | null {
  const query = new URLSearchParams(search)
  const hours = readHours(query.get(PARAMS.hours))
  if (hours === 0) return null
  const overnight = Math.min(readHours(query.get(PARAMS.overnight)), hours)
  return { hours, weekend: Math.min(readHours(query.get(PARAMS.weekend)), hours - overnight), overnight }
}

export type HoursWords = { hours: string; weekend: string; overnight: string; both: string }

/** "20 hours a week, 4 of them at weekends": the answer as the family would have typed it. */
export function hoursAnswer({ hours, weekend, overnight }: Hours, words: HoursWords): string {
  const template =
    weekend > 0 && overnight > 0
      ? words.both
      : weekend > 0
        ? words.weekend
        : overnight > 0
          ? words.overnight
          : words.hours
  return fill(template, { hours, weekend, overnight })
}
