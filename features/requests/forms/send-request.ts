/**
 * How a form's request reaches the agency, for both forms of the contact
 * section: it is kept through POST /api/leads and e-mailed through EmailJS at
 * the same time, so that either channel alone is enough. Then it decides what
 * the visitor is told, truthfully: "sent" when the e-mail went, "we have your
 * request" when only the copy on the website was kept, and the failure alert
 * only when both failed; and, when it went, when we will call, worked out
 * from the owner's office hours at this moment (lib/time/reply-promise.ts), which
 * the e-mail carries too, for the agency's auto-reply. Each failure is
 * logged as `FAILED...`, as the agency's previous site did for the e-mail.
 */
import type { Language } from '@/lib/i18n/languages'
import { splitPath } from '@/lib/i18n/paths'
import type { OfficeHours } from '@/lib/time/office-hours'
import { replyPromise, replyWayFor } from '@/lib/time/reply-promise'
import type { PostedRequest, RequestResponse } from '../model/posted'
import { HONEYPOT_FIELD } from '../model/honeypot'
import type { BookedTime, HoldAnswer, OfferedDay } from '../booking/offer'
import { describeSendError, type FailureReason } from './failures'
import { readyTicket, spendTicket, ticketWasRefused } from './fetch-ticket'

// What the first touch starts, with this module (use-send.ts).
export { prefetchTicket } from './fetch-ticket'

export const LEADS_ENDPOINT = '/api/leads'
/** What the console says when the hidden field was filled in. */
export const HONEYPOT_FILLED = 'The hidden honeypot field was filled in: no e-mail sent.'
/** Longer than the server's own wait for the Content Lake (10 s), so its answer arrives. */
const STORE_TIMEOUT_MS = 15_000

/**
 * `promise`: "We'll call you within the hour.", or empty without office hours. `unchecked`: the website kept it
 * without the form's ticket, which the server refused (a busy network): the family is told, the owner alerted.
 */
export type Delivery =
  | ({ outcome: 'emailed'; requestId: string; stored: boolean; unchecked: boolean; promise: string } & Booked)
  | ({ outcome: 'stored'; requestId: string; unchecked: boolean; promise: string } & Booked)
  | { outcome: 'failed'; reason: FailureReason; requestId: string }
  /** The time chosen was held by another family first: nothing was sent; the nearest free times instead. */
  | { outcome: 'taken'; wanted: string; alternatives: OfferedDay[] }

/** The time the family booked with the request, or that they chose one the site could not hold just now. */
export interface Booked {
  booked: BookedTime | null
  holdFailed: boolean
}

export type StoreAnswer =
  { ok: true; id: string; unchecked?: boolean } | { ok: false; status: number; error: string; message: string }

/**
 * EmailJS's send for this request, given the inbox id, the promise to name in the e-mail and the family's
 * language; or why there is none.
 */
export type EmailSender =
  ((requestId: string, replyPromise: string, language: Language) => Promise<unknown>) | { notConfigured: string }

export interface DeliverOptions {
  /** The request without its id: deliver picks one. */
  request: Omit<PostedRequest, 'id'>
  sendEmail: EmailSender
  /** Holds the time the family chose, first, with the request's uuid (./hold-time.ts); none when they chose none. */
  hold?: (uuid: string) => Promise<HoldAnswer>
  /** The owner's office hours, from the page's content: they say when we will call. */
  officeHours?: OfficeHours
  /** The tests' seams; the defaults are the real ones. */
  now?: () => Date
  store?: (request: PostedRequest) => Promise<StoreAnswer>
  newId?: () => string
  log?: (...words: unknown[]) => void
}

/** A version 4 UUID; `crypto.randomUUID` is missing on older phones and on plain-http pages. */
export function newRequestUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * POST /api/leads with the form's ticket (./fetch-ticket.ts: it may wait a
 * moment for one); never throws: a dropped connection or a timeout is an
 * answer too (status 0).
 */
export async function storeThroughRoute(
  request: PostedRequest,
  {
    ticket = readyTicket,
    spend = spendTicket,
    refused = ticketWasRefused,
  }: {
    ticket?: (kind: PostedRequest['kind']) => Promise<string | undefined>
    /** Forgets a ticket a send has used: the server takes each once. */
    spend?: (kind: PostedRequest['kind']) => void
    /** Whether the server refused this form its ticket (./fetch-ticket.ts). */
    refused?: (kind: PostedRequest['kind']) => boolean
  } = {},
): Promise<StoreAnswer> {
  const token = await ticket(request.kind)
  if (token) spend(request.kind)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), STORE_TIMEOUT_MS)
  try {
    const response = await fetch(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(token ? { ...request, token } : request),
      credentials: 'same-origin',
      signal: controller.signal,
    })
    const body = (await response.json().catch(() => null)) as RequestResponse | null
    if (response.ok && body?.ok)
      return { ok: true, id: body.id, ...(!token && refused(request.kind) ? { unchecked: true } : {}) }
    const error = body && !body.ok ? body : null
    return {
      ok: false,
      status: response.status,
      error: error?.error ?? 'unknown',
      message: error?.message ?? response.statusText,
    }
  } catch (error) {
    const timedOut = controller.signal.aborted
    return { ok: false, status: 0, error: timedOut ? 'timeout' : 'network', message: (error as Error).message }
  } finally {
    clearTimeout(timer)
  }
}

export async function deliver({
  request,
  sendEmail,
  hold,
  officeHours,
  now = () => new Date(),
  store = (request) => storeThroughRoute(request),
  newId = newRequestUuid,
  log = console.log,
}: DeliverOptions): Promise<Delivery> {
  const uuid = newId()
  const requestId = `lead.${uuid}`
  // On Georgia's clock whatever the visitor's, at the moment of sending, in the language of the form's page.
  const language = splitPath(request.page).language
  const promise = officeHours ? replyPromise(now(), officeHours, replyWayFor(request.fields), language).words : ''
  // The time first: taken by another family, nothing is sent and everything typed stays in the form.
  const held = hold ? await hold(uuid) : null
  if (held && !held.ok && held.error === 'taken') {
    return { outcome: 'taken', wanted: held.wanted, alternatives: held.alternatives }
  }
  const booking: Booked = { booked: held?.ok ? held.booked : null, holdFailed: held !== null && !held.ok }
  if (held && !held.ok) log('FAILED...', `Holding the time: ${held.error} ${'message' in held ? held.message : ''}`)
  // The agency's auto-reply names the time too.
  const emailPromise = booking.booked ? `${promise} ${booking.booked.sentence}`.trim() : promise
  // A filled honeypot: the request is kept (the server puts it in Spam), but nothing reaches the owner's mailbox.
  const emailing = request[HONEYPOT_FIELD]
    ? Promise.resolve({ ok: false as const, reason: 'suspicious' as const, text: HONEYPOT_FILLED })
    : typeof sendEmail === 'function'
      ? sendEmail(requestId, emailPromise, language).then(
          () => ({ ok: true as const }),
          (error: unknown) => ({ ok: false as const, ...describeSendError(error) }),
        )
      : Promise.resolve({ ok: false as const, reason: 'notConfigured' as const, text: sendEmail.notConfigured })
  const [stored, emailed] = await Promise.all([store({ ...request, id: uuid } as PostedRequest), emailing])

  // Support staff look for these lines; the e-mail's words are the ones the agency's previous site logged.
  if (!stored.ok) log('FAILED...', `Keeping the request: ${stored.status} ${stored.error} ${stored.message}`.trim())
  if (!emailed.ok) log('FAILED...', emailed.text)

  const unchecked = stored.ok && stored.unchecked === true
  if (emailed.ok) return { outcome: 'emailed', requestId, stored: stored.ok, unchecked, promise, ...booking }
  if (stored.ok) return { outcome: 'stored', requestId, unchecked, promise, ...booking }
  // Both failed. "Wait a few minutes" is the one thing the visitor can act on; otherwise the e-mail's reason.
  const reason: FailureReason = stored.error === 'rateLimited' ? 'rateLimited' : emailed.reason
  return { outcome: 'failed', reason, requestId }
}
