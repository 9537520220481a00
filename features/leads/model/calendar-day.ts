/**
 * Calendar days, as the request forms' date fields hold them: "2026-12-07"
 * from a browser's date picker, or "12/7/2026" typed where a browser has no
 * picker. A day is a day wherever the visitor is, never shifted by UTC.
 */

export interface CalendarDay {
  year: number
  /** 1 to 12 */
  month: number
  day: number
}

/** The first and last day a date field accepts. */
export interface DayBounds {
  earliest: CalendarDay
  latest: CalendarDay
}

/** How far ahead a date may be: further than this is a typing slip (a year of 20266). */
export const MAX_YEARS_AHEAD = 2

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = 'January February March April May June July August September October November December'.split(' ')

function isReal({ year, month, day }: CalendarDay): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

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
  return day && isReal(day) ? day : null
}

/** "2026-12-07": what is stored, and what a date input's `min`, `max` and `value` take. */
export function isoDay({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

export function addYears(day: CalendarDay, years: number): CalendarDay {
  const moved = { ...day, year: day.year + years }
  // 29 February, a leap year or more ahead, becomes 28 February.
  return isReal(moved) ? moved : { ...moved, day: 28 }
}

/** "Monday, 7 December 2026": the day read back to the visitor, and in the agency's e-mail. */
export function dayInWords(day: CalendarDay): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()]
  return `${weekday}, ${day.day} ${MONTHS[day.month - 1]} ${day.year}`
}

const utcDay = (date: Date): CalendarDay => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
})

/** In the browser: from the visitor's today to two years on, by the visitor's own clock and zone. */
export function visitorBounds(now: Date = new Date()): DayBounds {
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
  return { earliest: today, latest: addYears(today, MAX_YEARS_AHEAD) }
}

/**
 * On the server, which cannot know the visitor's zone: from today where it
 * is earliest on Earth (UTC−12) to two years on from today where it is
 * latest (UTC+14), so that no visitor's today, or their last day, is refused.
 */
export function serverBounds(now: Date = new Date()): DayBounds {
  const hour = 60 * 60 * 1000
  return {
    earliest: utcDay(new Date(now.getTime() - 12 * hour)),
    latest: addYears(utcDay(new Date(now.getTime() + 14 * hour)), MAX_YEARS_AHEAD),
  }
}
