/**
 * The agency's clock: wall-clock dates and times in Georgia, whatever zone
 * the server or the visitor's device is set to. Intl alone (no date library):
 * the only zone rule needed is the one the platform already ships. Pure, for
 * the server, the browser and the Studio.
 */

/** Georgia's zone: Eastern time, with daylight saving from March to November. */
export const AGENCY_TIME_ZONE = 'America/New_York'

/** A calendar day, as "2026-03-08". */
export type IsoDate = string

export interface WallTime {
  date: IsoDate
  /** 0 for Sunday to 6 for Saturday, as Date#getUTCDay counts. */
  weekday: number
  /** Whole minutes since the day's midnight: 8:30 am is 510. */
  minutes: number
}

const MINUTE = 60_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

let parts: Intl.DateTimeFormat | undefined
function partsFormat(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  return parts
}

/** The agency's wall clock at `ms`, as if it were UTC: comparing it with `ms` gives the zone's offset. */
function wallClockMs(ms: number): number {
  const value: Record<string, number> = {}
  for (const part of partsFormat().formatToParts(new Date(ms))) value[part.type] = Number(part.value)
  return Date.UTC(value.year!, value.month! - 1, value.day!, value.hour!, value.minute!, value.second!)
}

/** Milliseconds the agency's clock is ahead of UTC at `ms` (negative: -4 h in summer, -5 h in winter). */
function offsetMs(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000
  return wallClockMs(whole) - whole
}

export function isIsoDate(value: unknown): value is IsoDate {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

function dateMs(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number)
  return Date.UTC(year!, month! - 1, day!)
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(dateMs(date) + days * 24 * 60 * MINUTE).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` on the calendar: 1 for the next day. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((dateMs(to) - dateMs(from)) / (24 * 60 * MINUTE))
}

export function weekdayOf(date: IsoDate): number {
  return new Date(dateMs(date)).getUTCDay()
}

export function wallTime(at: Date): WallTime {
  const wall = new Date(wallClockMs(Math.floor(at.getTime() / 1000) * 1000))
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  }
}

/**
 * The moment the agency's clocks show `minutes` past midnight on `date`
 * (1440 is the next midnight). A time the clocks skip (2:30 am on the March
 * change) is read as the hour after it; a time they show twice (1:30 am in
 * November) as its first showing.
 */
export function agencyMoment(date: IsoDate, minutes: number): Date {
  const wanted = dateMs(date) + minutes * MINUTE
  const first = wanted - offsetMs(wanted)
  const second = wanted - offsetMs(first)
  for (const candidate of [second, first]) {
    if (candidate + offsetMs(candidate) === wanted) return new Date(candidate)
  }
  return new Date(Math.max(first, second))
}

/** "9:00", "12:30": the clock's hours and minutes, without am or pm (the words around it say which). */
export function clockWords(at: Date): string {
  const { minutes } = wallTime(at)
  const hour = Math.floor(minutes / 60) % 12 || 12
  return `${hour}:${String(minutes % 60).padStart(2, '0')}`
}

/** "10:02 am": for lists, where no sentence says which half of the day. */
export function clockWordsWithHalf(at: Date): string {
  return `${clockWords(at)} ${wallTime(at).minutes < 12 * 60 ? 'am' : 'pm'}`
}

let dateTime: Intl.DateTimeFormat | undefined

/** "Mar 14, 2026, 9:41 AM" on the agency's clock: when a request arrived, in lists and alerts. */
export function agencyDateTimeWords(at: Date): string {
  dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE })
  // Some ICU versions put a narrow no-break space before AM/PM: plain spaces read the same everywhere.
  return dateTime.format(at).replace(/\s/g, ' ')
}
