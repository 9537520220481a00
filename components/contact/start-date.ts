/**
 * The consultation form's preferred start date, free of React so that it can
 * be unit-tested: what a typed or picked value means, whether it is too early,
 * and how it reads in words. Dates are calendar days in the visitor's own time
 * zone: "2026-12-07" is the 7th wherever the visitor is, never shifted by UTC.
 */

export interface CalendarDay {
  year: number
  /** 1 to 12 */
  month: number
  day: number
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** How far ahead a start date may be: further than this is a typing slip (a year of 20266). */
export const MAX_YEARS_AHEAD = 2

function valid({ year, month, day }: CalendarDay): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return false
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(year, month, 0).getDate()
}

/**
 * The day a date field holds. A browser with a date picker gives "2026-12-07";
 * one without lets the visitor type, and an American types "12/7/2026".
 * Null when it is not a calendar day.
 */
export function parseDay(value: string): CalendarDay | null {
  const text = value.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  const day = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : us
      ? { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) }
      : null
  return day && valid(day) ? day : null
}

/** "2026-12-07", the form a date input's `min` and `value` take. */
export function isoDay({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Today in the visitor's time zone. */
export function today(now: Date = new Date()): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

export function addYears(day: CalendarDay, years: number): CalendarDay {
  const moved = { ...day, year: day.year + years }
  // 29 February, a leap year or more ahead, becomes 28 February.
  return valid(moved) ? moved : { ...moved, day: 28 }
}

function compare(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

/** "Monday, 7 December 2026": the day read back to the visitor, and written into the request. */
export function dayInWords(day: CalendarDay): string {
  const weekday = WEEKDAYS[new Date(day.year, day.month - 1, day.day).getDay()]
  return `${weekday}, ${day.day} ${MONTHS[day.month - 1]} ${day.year}`
}

export type StartDateCheck =
  { kind: 'empty' } | { kind: 'ok'; day: CalendarDay; words: string } | { kind: 'problem'; message: string }

/**
 * What the field's value means, and what to tell the visitor about it.
 * `incomplete` is the browser's word that a date picker holds a date it
 * cannot read (a month typed, no year yet): its value is then empty.
 */
export function checkStartDate(value: string, now: Date = new Date(), incomplete = false): StartDateCheck {
  if (!value.trim()) {
    return incomplete
      ? { kind: 'problem', message: 'Please finish the date: month, day and year, for example 12/07/2026.' }
      : { kind: 'empty' }
  }
  const day = parseDay(value)
  if (!day) return { kind: 'problem', message: 'Please enter a date as month/day/year, for example 12/07/2026.' }
  const words = dayInWords(day)
  const first = today(now)
  if (compare(day, first) < 0) {
    return { kind: 'problem', message: `${words} has passed. Please choose today or a later date.` }
  }
  if (compare(day, addYears(first, MAX_YEARS_AHEAD)) > 0) {
    return {
      kind: 'problem',
      message: `${words} is more than ${MAX_YEARS_AHEAD} years away. Please check the year, or tell us under "Anything else".`,
    }
  }
  return { kind: 'ok', day, words }
}
