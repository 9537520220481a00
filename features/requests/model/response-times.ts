/**
 * The Inbox's response-time view: requests per week and the median time to
 * first contact, over the last 12 weeks. Weeks run Monday to Sunday on the
 * agency's calendar; times count office hours only, as the waiting list
 * does (./waiting.ts). Pure: the Studio computes it in the browser.
 */
import { addDays, agencyMoment, wallTime, type IsoDate } from '../../../lib/time/agency-time'
import type { OfficeHours } from '../../../lib/time/office-hours'
import { waitedMinutes, type WaitingRequest } from './waiting'

export const RESPONSE_WEEKS = 12

export interface WeekOfRequests {
  /** The week's Monday. */
  weekOf: IsoDate
  requests: number
  /** Of those, the ones contacted so far. */
  contacted: number
  /** Office minutes to first contact, over the contacted ones; null when none was. */
  medianMinutes: number | null
}

export interface ResponseTimes {
  weeks: WeekOfRequests[]
  requests: number
  medianMinutes: number | null
}

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function mondayOf(date: IsoDate, weekday: number): IsoDate {
  return addDays(date, -((weekday + 6) % 7))
}

/** The Monday that starts the first of the `weeks` weeks up to `now`, on the agency's calendar. */
export function firstWeekOf(now: Date, weeks = RESPONSE_WEEKS): IsoDate {
  const today = wallTime(now)
  return addDays(mondayOf(today.date, today.weekday), -7 * (weeks - 1))
}

/** Midnight in Georgia at the start of those weeks: the requests to fetch arrived since. */
export function responseTimesSince(now: Date, weeks = RESPONSE_WEEKS): Date {
  return agencyMoment(firstWeekOf(now, weeks), 0)
}

/**
 * Requests still waiting are counted in their week but not in the median,
 * which would otherwise change by the minute; `contacted` beside `requests`
 * shows how many are left.
 */
export function responseTimes(
  requests: readonly WaitingRequest[],
  { now, hours, weeks = RESPONSE_WEEKS }: { now: Date; hours: OfficeHours; weeks?: number },
): ResponseTimes {
  const first = firstWeekOf(now, weeks)
  const buckets = Array.from({ length: weeks }, (_, index) => ({
    weekOf: addDays(first, 7 * index),
    minutes: [] as number[],
    requests: 0,
  }))
  for (const request of requests) {
    const arrived = new Date(request.submittedAt)
    if (Number.isNaN(arrived.getTime()) || arrived > now) continue
    const { date, weekday } = wallTime(arrived)
    const bucket = buckets.find(({ weekOf }) => weekOf === mondayOf(date, weekday))
    if (!bucket) continue
    bucket.requests += 1
    const minutes = request.firstContactedAt ? waitedMinutes(request, now, hours) : null
    if (minutes !== null) bucket.minutes.push(minutes)
  }
  return {
    weeks: buckets.map(({ weekOf, requests: count, minutes }) => ({
      weekOf,
      requests: count,
      contacted: minutes.length,
      medianMinutes: median(minutes),
    })),
    requests: buckets.reduce((sum, bucket) => sum + bucket.requests, 0),
    medianMinutes: median(buckets.flatMap((bucket) => bucket.minutes)),
  }
}
