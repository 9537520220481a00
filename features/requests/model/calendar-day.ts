/**
 * Calendar days, as the request forms' date fields hold them: "2026-12-07"
 * from a browser's date picker, or "12/7/2026" typed where a browser has no
 * picker. A day is a day wherever the visitor is, never shifted by UTC. Only
 * the forms with a date need this: the bounds every form checks against are
 * in ./day-bounds.ts.
 */
import { DEFAULT_LANGUAGE, localeOf, type Language } from '../../../lib/i18n/languages'
import { isRealDay, type CalendarDay } from './day-bounds'

/** The day a date field holds ("2026-12-07", "12/7/2026", "12-07-2026"); null when it is not a calendar day. */
export function parseDay(value: string): CalendarDay | null {
  const text = value.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  const day = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : us
      ? { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) }
      : null
  return day && isRealDay(day) ? day : null
}

/** "2026-12-07": what is stored, and what a date input's `min`, `max` and `value` take. */
export function isoDay({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>()

/**
 * "Monday, December 7, 2026" ("lunes, 7 de diciembre de 2026"): the day read
 * back to the visitor in the page's language, and, in English, in the
 * agency's e-mail. As each language's locale writes a whole date.
 */
export function dayInWords(day: CalendarDay, language: Language = DEFAULT_LANGUAGE): string {
  let format = dayFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    dayFormats.set(language, format)
  }
  return format.format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
}
