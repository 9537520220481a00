/**
 * A consultation's time in words, in the family's language and always on
 * Georgia's clock: "Tuesday, December 1, 2:00 p.m., Georgia time"; "martes,
 * 1 de diciembre, 2:00 p. m., hora de Georgia". Pure.
 */
import { wordsFor } from '../../../lib/i18n/words'
import { AGENCY_TIME_ZONE, clockWords, wallTime } from '../../../lib/time/agency-time'
import { fill } from '../../../lib/i18n/fill'
import { localeOf, type Language } from '../../../lib/i18n/languages'

const dayFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {}

/** "Tuesday, December 1"; "martes, 1 de diciembre". */
export function dayWords(at: Date, language: Language): string {
  const format = (dayFormats[language] ??= new Intl.DateTimeFormat(localeOf(language), {
    timeZone: AGENCY_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }))
  return format.format(at)
}

/** "2:00 p.m."; "2:00 p. m.". */
export function clockWithHalf(at: Date, language: Language): string {
  const words = wordsFor(language).booking
  return fill(wallTime(at).minutes < 12 * 60 ? words.morningClock : words.afternoonClock, { clock: clockWords(at) })
}

export function slotWords(at: Date, language: Language): string {
  return fill(wordsFor(language).booking.when, { day: dayWords(at, language), clock: clockWithHalf(at, language) })
}
