/**
 * The days a date field accepts, from today to two years on: what every form's
 * check needs, the message form's included, in a module of its own. Reading
 * and writing days (./calendar-day.ts) only the forms with a date need.
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

export function isRealDay({ year, month, day }: CalendarDay): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function addYears(day: CalendarDay, years: number): CalendarDay {
  const moved = { ...day, year: day.year + years }
  // 29 February, a leap year or more ahead, becomes 28 February.
  return isRealDay(moved) ? moved : { ...moved, day: 28 }
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
