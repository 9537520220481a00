/**
 * The office hours the owner sets in the Studio (Contact details → Office
 * hours): when someone reads the requests and calls families back. The
 * arithmetic runs on the agency's clock (./agency-time.ts), so an 11 pm
 * request is "waiting" from the next opening, not all night. Pure, for the
 * server, the browser and the Studio.
 */
import { addDays, agencyMoment, isIsoDate, wallTime, weekdayOf, type IsoDate } from './agency-time'

/** In the order Date#getUTCDay counts them. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** "08:00" to "24:00" (midnight at the end of the day). */
export type ClockTime = string

export interface OfficeDay {
  day: Weekday
  opens: ClockTime
  closes: ClockTime
}

export interface OfficeHours {
  /** At most one entry per weekday; a day without one is closed. */
  days: OfficeDay[]
  /** Whole days the office is closed, in the agency's calendar. */
  holidays: IsoDate[]
}

/** Until the owner sets them: Monday to Friday, 8 am to 6 pm (docs/decisions.md, "Office hours"). */
export const DEFAULT_OFFICE_HOURS: OfficeHours = {
  days: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
    day,
    opens: '08:00',
    closes: '18:00',
  })),
  holidays: [],
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/

/** Minutes since midnight of "08:30" (510); null when it is not a time of day. */
export function clockMinutes(time: unknown): number | null {
  if (typeof time !== 'string' || !CLOCK_TIME.test(time)) return null
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

/** What the content holds, loosely: the query's result type has every field nullable. */
export interface OfficeHoursContent {
  officeHours?: ReadonlyArray<{ day?: string | null; opens?: string | null; closes?: string | null } | null> | null
  holidays?: ReadonlyArray<string | null> | null
}

/**
 * The hours to compute with. Rows the Studio's validation would refuse
 * (unknown day, closing before opening, a second row for a day) are skipped;
 * content with no usable day at all gets the defaults, so that a promise
 * made to a family always names a real time.
 */
export function officeHoursFromContent(content: OfficeHoursContent | null | undefined): OfficeHours {
  const days: OfficeDay[] = []
  for (const row of content?.officeHours ?? []) {
    const day = WEEKDAYS.find((name) => name === row?.day)
    const opens = clockMinutes(row?.opens)
    const closes = clockMinutes(row?.closes)
    if (!day || opens === null || closes === null || closes <= opens) continue
    if (days.some((known) => known.day === day)) continue
    days.push({ day, opens: row!.opens!, closes: row!.closes! })
  }
  const holidays = [...new Set((content?.holidays ?? []).filter(isIsoDate))].sort()
  return { days: days.length ? days : DEFAULT_OFFICE_HOURS.days, holidays }
}

export interface OpenSpell {
  start: Date
  end: Date
}

/** When the office is open on a calendar day: nothing on a holiday or a day without hours. */
export function openSpellOn(date: IsoDate, hours: OfficeHours): OpenSpell | null {
  if (hours.holidays.includes(date)) return null
  const row = hours.days.find(({ day }) => day === WEEKDAYS[weekdayOf(date)])
  const opens = clockMinutes(row?.opens)
  const closes = clockMinutes(row?.closes)
  if (opens === null || closes === null || closes <= opens) return null
  return { start: agencyMoment(date, opens), end: agencyMoment(date, closes) }
}

export function isOpen(at: Date, hours: OfficeHours): boolean {
  const spell = openSpellOn(wallTime(at).date, hours)
  return Boolean(spell && spell.start <= at && at < spell.end)
}

/** Far enough for any list of holidays; a week with no open day at all never ends the search sooner. */
const SEARCH_DAYS = 400

/**
 * The first opening strictly after `at`: tomorrow's (or Monday's) when the
 * office is open now. Null only when the hours name no open day at all.
 */
export function nextOpening(at: Date, hours: OfficeHours): Date | null {
  const today = wallTime(at).date
  for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
    const spell = openSpellOn(addDays(today, offset), hours)
    if (spell && spell.start > at) return spell.start
  }
  return null
}

/** The office-hours milliseconds between two moments (0 when `to` is not after `from`). */
export function officeMsBetween(from: Date, to: Date, hours: OfficeHours): number {
  if (to <= from) return 0
  let total = 0
  const last = wallTime(to).date
  for (let date = wallTime(from).date; date <= last; date = addDays(date, 1)) {
    const spell = openSpellOn(date, hours)
    if (!spell) continue
    const start = Math.max(spell.start.getTime(), from.getTime())
    const end = Math.min(spell.end.getTime(), to.getTime())
    if (end > start) total += end - start
  }
  return total
}

/** Whole minutes of office hours between two moments: how long a request has waited, as the owner counts it. */
export function officeMinutesBetween(from: Date, to: Date, hours: OfficeHours): number {
  return Math.floor(officeMsBetween(from, to, hours) / 60_000)
}

/**
 * The latest moment from which `ms` of office hours have passed by `at`:
 * every request that arrived at or before it has waited that long, every
 * later one has not (the office time between a moment and `at` only grows
 * the earlier the moment). Null when the hours hold no open day in reach.
 */
export function officeMomentBefore(at: Date, ms: number, hours: OfficeHours): Date | null {
  if (ms <= 0) return at
  let left = ms
  const today = wallTime(at).date
  for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
    const spell = openSpellOn(addDays(today, -offset), hours)
    if (!spell || spell.start >= at) continue
    const end = Math.min(spell.end.getTime(), at.getTime())
    const open = end - spell.start.getTime()
    if (open >= left) return new Date(end - left)
    left -= open
  }
  return null
}

/**
 * The moment `ms` of office hours after `at` (a booking's shortest notice: "3 business hours" from now). At once
 * for no time; null when the hours hold no open day in reach.
 */
export function officeMomentAfter(at: Date, ms: number, hours: OfficeHours): Date | null {
  if (ms <= 0) return at
  let left = ms
  const today = wallTime(at).date
  for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
    const spell = openSpellOn(addDays(today, offset), hours)
    if (!spell || spell.end <= at) continue
    const start = Math.max(spell.start.getTime(), at.getTime())
    const open = spell.end.getTime() - start
    if (open >= left) return new Date(start + left)
    left -= open
  }
  return null
}
