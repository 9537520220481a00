/**
 * How long a request has waited for its first contact, as the owner counts
 * it: in office hours only (lib/time/office-hours.ts), so a request sent at 11 pm
 * is not late at 7 am. For the Inbox's waiting times and its "Waiting over
 * an hour" list. Pure: the Studio computes it in the browser.
 */
import { isOpen, officeMinutesBetween, officeMomentBefore, type OfficeHours } from '../../../lib/time/office-hours'

/**
 * The promise "within the hour" is spent after 60 office minutes. The list
 * never lags what the family was told: a request made outside office hours
 * reaches 60 minutes at the latest by the promised "9:00", the first hour of
 * the next opening (lib/time/reply-promise.ts).
 */
export const LATE_AFTER_MINUTES = 60

/**
 * Whose wait is counted and who is told when we will call: families (a
 * message, a consultation request). A caregiver's application is answered in
 * the course of hiring, with no promise of an hour.
 */
export function isFamilyRequest(kind: string | undefined): boolean {
  return kind !== 'application'
}

export interface WaitingRequest {
  submittedAt: string
  /** Set by the request's first change from New (who did it is kept beside it). */
  firstContactedAt?: string | null
}

/** Office minutes from arrival to the first contact, or to `now` while there is none; null for a bad date. */
export function waitedMinutes(request: WaitingRequest, now: Date, hours: OfficeHours): number | null {
  const from = new Date(request.submittedAt)
  const to = request.firstContactedAt ? new Date(request.firstContactedAt) : now
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null
  return officeMinutesBetween(from, to, hours)
}

/** Not contacted yet, and an hour of office time or more gone since it arrived. */
export function isWaitingOverAnHour(request: WaitingRequest, now: Date, hours: OfficeHours): boolean {
  if (request.firstContactedAt) return false
  return (waitedMinutes(request, now, hours) ?? 0) >= LATE_AFTER_MINUTES
}

/**
 * The latest arrival that is late at `now`: a request not yet contacted that
 * arrived at or before it has waited an hour of office time, one after it has
 * not. The Studio's "Waiting over an hour" list filters on it, since a query
 * cannot count office hours. Null when no request can be late (no open day).
 */
export function lateArrivalCutoff(now: Date, hours: OfficeHours): Date | null {
  return officeMomentBefore(now, LATE_AFTER_MINUTES * 60_000, hours)
}

/** "45 min", "1 h", "3 h 20 min": office time, as the Inbox shows it. */
export function durationWords(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (!hours) return `${rest} min`
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}

/**
 * What a new request's line in the Inbox adds: "waiting 25 min", "waiting
 * 1 h 20 min, over an hour", or, for one that came while the office was
 * closed and is still closed, "waiting from the next opening"; null once it
 * has been contacted or its arrival is not a date.
 */
export function waitingWords(request: WaitingRequest, now: Date, hours: OfficeHours): string | null {
  if (request.firstContactedAt) return null
  const minutes = waitedMinutes(request, now, hours)
  if (minutes === null) return null
  if (minutes === 0 && !isOpen(now, hours)) return 'waiting from the next opening'
  const words = `waiting ${durationWords(minutes)}`
  return minutes >= LATE_AFTER_MINUTES ? `${words}, over an hour` : words
}
