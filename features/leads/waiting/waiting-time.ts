/**
 * How long a request has waited for its first contact, as the owner counts
 * it: in office hours only (lib/office-hours.ts), so a request sent at 11 pm
 * is not late at 7 am. For the Inbox's waiting times and its "Waiting over
 * an hour" list. Pure: the Studio computes it in the browser.
 */
import { officeMinutesBetween, type OfficeHours } from '@/lib/office-hours'

/**
 * The promise "within the hour" is spent after 60 office minutes. The list
 * never lags what the family was told: a request made outside office hours
 * reaches 60 minutes at the latest by the promised "9:00", the first hour of
 * the next opening (lib/reply-promise.ts).
 */
export const LATE_AFTER_MINUTES = 60

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

/** "45 min", "1 h", "3 h 20 min": office time, as the Inbox shows it. */
export function durationWords(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (!hours) return `${rest} min`
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}
