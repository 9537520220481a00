/**
 * The times a family may book (issue 62): every start on the half hour
 * inside the owner's consultation windows, from the shortest notice (in
 * office hours) to the last day ahead, on days not closed, that leaves the
 * meeting and the gap after it clear of the owner's busy times and of every
 * time already held. A time is held as the quarter-hour cells it covers,
 * meeting and gap included (./cells.ts): two families can never hold one
 * cell, whatever their times. Pure: the server offers, and checks, by it.
 */
import { addDays, agencyMoment, wallTime, type IsoDate } from '../../../lib/time/agency-time'
import { clockMinutes, officeMomentAfter, WEEKDAYS, type OfficeHours } from '../../../lib/time/office-hours'
import type { ConsultationHours, Meeting } from './hours'
import { cellsOf, type Interval } from './cells'

export const STEP_MINUTES = 30
/** What the picker shows at most: the next days with a free time, and so many times each. */
export const OFFER_DAYS = 5
export const TIMES_A_DAY = 8

export interface Slot {
  /** "phone@2026-12-01T19:00:00.000Z": what the form posts. */
  id: string
  meeting: Meeting
  start: string
  end: string
  /** The agency's calendar day. */
  date: IsoDate
}

export type { Interval }

export function slotId(meeting: Meeting, start: Date): string {
  return `${meeting}@${start.toISOString()}`
}

/** The meeting and start a posted id names, or null for anything else. */
export function readSlotId(id: unknown): { meeting: Meeting; start: Date } | null {
  const match = typeof id === 'string' ? /^(phone|visit)@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z)$/.exec(id) : null
  if (!match) return null
  const start = new Date(match[2]!)
  return Number.isNaN(start.getTime()) ? null : { meeting: match[1] as Meeting, start }
}

export function slotOf(meeting: Meeting, start: Date, hours: ConsultationHours): Slot {
  return {
    id: slotId(meeting, start),
    meeting,
    start: start.toISOString(),
    end: new Date(start.getTime() + hours.minutes[meeting] * 60_000).toISOString(),
    date: wallTime(start).date,
  }
}

/** What a slot keeps clear: the meeting, then the gap before the next. */
export function heldInterval(meeting: Meeting, start: Date, hours: ConsultationHours): Interval {
  return { start: start.getTime(), end: start.getTime() + (hours.minutes[meeting] + hours.bufferMinutes) * 60_000 }
}

export interface OfferInput {
  hours: ConsultationHours
  officeHours: OfficeHours
  /** The owner's own calendar's busy times. */
  busy: readonly Interval[]
  /** The cells already held (./cells.ts). */
  taken: ReadonlySet<string>
  now: Date
  meeting: Meeting
}

/** Every free start, in order, over the whole booking horizon. */
export function freeSlots({ hours, officeHours, busy, taken, now, meeting }: OfferInput): Slot[] {
  const earliest = officeMomentAfter(now, hours.noticeHours * 3600_000, officeHours) ?? now
  const today = wallTime(now).date
  const closed = new Set([...hours.closedDays, ...officeHours.holidays])
  const length = hours.minutes[meeting] * 60_000
  const gap = hours.bufferMinutes * 60_000
  const free: Slot[] = []
  for (let offset = 0; offset <= hours.daysAhead; offset++) {
    const date = addDays(today, offset)
    if (closed.has(date)) continue
    const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]
    const windows = hours.windows.filter((window) => window.day === weekday)
    const starts = new Set<number>()
    for (const window of windows) {
      const from = clockMinutes(window.from)!
      const to = agencyMoment(date, clockMinutes(window.to)!).getTime()
      for (let minutes = from; ; minutes += STEP_MINUTES) {
        const start = agencyMoment(date, minutes).getTime()
        if (start + length > to) break
        starts.add(start)
      }
    }
    for (const start of [...starts].sort((a, b) => a - b)) {
      if (start < earliest.getTime()) continue
      const held = heldInterval(meeting, new Date(start), hours)
      // The owner's own events keep the gap on both sides: no call straight out of a doctor's appointment.
      if (busy.some((event) => event.start < held.end && start < event.end + gap)) continue
      if (cellsOf(held).some((cell) => taken.has(cell))) continue
      free.push(slotOf(meeting, new Date(start), hours))
    }
  }
  return free
}

/** What the picker offers: the first OFFER_DAYS days with a free time, at most TIMES_A_DAY each. */
export function offer(free: readonly Slot[]): Slot[][] {
  const days = new Map<IsoDate, Slot[]>()
  for (const slot of free) {
    const day = days.get(slot.date) ?? []
    if (!days.has(slot.date)) {
      if (days.size >= OFFER_DAYS) break
      days.set(slot.date, day)
    }
    if (day.length < TIMES_A_DAY) day.push(slot)
  }
  return [...days.values()]
}

/** The free times nearest a wanted one that was taken: the kind words' "how about…". */
export function nearest(free: readonly Slot[], wanted: Date, count = 3): Slot[] {
  return [...free]
    .sort((a, b) => Math.abs(Date.parse(a.start) - wanted.getTime()) - Math.abs(Date.parse(b.start) - wanted.getTime()))
    .slice(0, count)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}
