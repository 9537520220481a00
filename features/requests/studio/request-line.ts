/**
 * A request's line in the Inbox's lists: when it arrived and whether it is
 * new ("Mar 14, 2026, 9:41 AM · New"), and, with "now" and the office hours,
 * how long a new request has waited or how soon an older one was first
 * answered. The schema's preview (features/requests/schemas/request.ts) gives it the
 * moment the list shows the request: the Studio's lists take no component
 * for their lines, and re-work a line when the list opens or the request
 * changes. Pure.
 */
import { clockWordsWithHalf } from '../../../lib/time/agency-time'
import type { OfficeHours } from '../../../lib/time/office-hours'
import { durationWords, isFamilyRequest, waitedMinutes, waitingWords } from '../model/waiting'

/** What the schema's preview selects for the line. */
export interface RequestLineFields {
  kind?: string
  submittedAt?: string
  status?: string
  firstContactedAt?: string
  firstContactedBy?: string
}

export function requestLine(base: string, fields: RequestLineFields, now: Date, hours: OfficeHours | null): string {
  // Families' requests only: an application is answered in the course of hiring.
  if (!hours || !fields.submittedAt || !isFamilyRequest(fields.kind)) return base
  const request = { submittedAt: fields.submittedAt, firstContactedAt: fields.firstContactedAt }
  if ((fields.status ?? 'new') === 'new' && !fields.firstContactedAt) {
    const waiting = waitingWords(request, now, hours)
    return waiting ? `${base} · ${waiting}` : base
  }
  if (!fields.firstContactedAt) return base
  const minutes = waitedMinutes(request, now, hours)
  if (minutes === null) return base
  const by = fields.firstContactedBy ? ` by ${fields.firstContactedBy}` : ''
  return `${base} · answered in ${durationWords(minutes)}${by}`
}

/** "as of 10:02 am": when a list that depends on the time was worked out. */
export function asOfWords(at: Date): string {
  return `as of ${clockWordsWithHalf(at)}`
}
