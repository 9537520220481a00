/**
 * The form's ticket (issue 36): an issue time the server signs with
 * HMAC-SHA256, so that the server, not the browser, knows how long ago a
 * visitor started on a form. The browser fetches one when the visitor first
 * touches a form (GET /api/leads/token, ./ticket-route.ts; the pages stay
 * static) and sends it with the request; POST /api/leads checks it.
 *
 *   v1.<subject>.<issued, ms in base 36>.<nonce>.<signature>
 *
 * The subject says what it is for: a form's kind ("message"), or the
 * confirmation of one request sent without the page's scripts
 * ("confirm-message-<uuid>", ./contact-route.ts). Nothing in it is secret;
 * only the key (./ticket-key.ts) is.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { MAX_TICKET_LENGTH, MIN_FILL_MS, TICKET_MAX_AGE_MS } from '../model/limits'
import type { SpamSign } from '../model/spam'

const VERSION = 'v1'
/** Servers' clocks differ a little: a ticket from this far in the future is still taken. */
const CLOCK_SKEW_MS = 60 * 1000
const SUBJECT = /^[a-z0-9-]{1,80}$/

const sign = (key: Uint8Array, payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

export function signTicket(key: Uint8Array, subject: string, issuedAt: Date): string {
  if (!SUBJECT.test(subject)) throw new Error(`A ticket's subject is lowercase letters, digits and dashes: ${subject}`)
  const payload = `${VERSION}.${subject}.${issuedAt.getTime().toString(36)}.${randomBytes(9).toString('base64url')}`
  return `${payload}.${sign(key, payload)}`
}

export type TicketReading = { ok: true; subject: string; ageMs: number } | { ok: false }

/** The ticket's subject and age, if this server's key signed it; `ok: false` for anything else. */
export function readTicket(key: Uint8Array, ticket: unknown, now: Date): TicketReading {
  if (typeof ticket !== 'string' || ticket.length > MAX_TICKET_LENGTH) return { ok: false }
  const parts = ticket.split('.')
  if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false }
  const [, subject, issued, , signature] = parts as [string, string, string, string, string]
  const expected = Buffer.from(sign(key, parts.slice(0, 4).join('.')))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false }
  const issuedAt = /^[0-9a-z]{1,12}$/.test(issued) ? parseInt(issued, 36) : Number.NaN
  const ageMs = now.getTime() - issuedAt
  if (!SUBJECT.test(subject) || !Number.isFinite(ageMs) || ageMs < -CLOCK_SKEW_MS) return { ok: false }
  return { ok: true, subject, ageMs: Math.max(0, ageMs) }
}

/**
 * What the ticket of a form's request says of its sender: null for a person
 * (signed here, for this form, at least MIN_FILL_MS and at most four hours
 * ago), else the sign of a script.
 */
export function ticketSpamSign(key: Uint8Array, ticket: string | undefined, kind: string, now: Date): SpamSign | null {
  if (ticket === undefined || ticket === '') return 'noTicket'
  const reading = readTicket(key, ticket, now)
  if (!reading.ok || reading.subject !== kind) return 'badTicket'
  if (reading.ageMs < MIN_FILL_MS) return 'ticketTooFresh'
  if (reading.ageMs > TICKET_MAX_AGE_MS) return 'ticketExpired'
  return null
}
