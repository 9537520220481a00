/**
 * The confirmation of a request sent without the page's scripts
 * (./contact-route.ts): no script fetched it a form's ticket, so it is kept
 * as spam, and its plain page carries a ticket signed for that one request.
 * "Confirm and send" posts it back; a second to four hours later, that
 * moves the request to New. Sooner is a script pressing at once, later a
 * replayed page: both leave it in Spam, and get the same answer.
 */
import { REQUEST_ID_PREFIX } from '../model/stored'
import { REQUEST_KINDS, type RequestKind } from '../model/request'
import { MIN_CONFIRM_MS, TICKET_MAX_AGE_MS } from '../model/limits'
import { readTicket, signTicket } from './ticket'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
/** The ticket's subject: the kind, and the uuid of the request kept as spam. */
const SUBJECT = new RegExp(`^confirm-(${REQUEST_KINDS.join('|')})-(${UUID})$`)

/** The ticket of the confirmation page of request `lead.<uuid>`. */
export function confirmationTicket(key: Uint8Array, kind: RequestKind, uuid: string, at: Date): string {
  return signTicket(key, `confirm-${kind}-${uuid}`, at)
}

export type Confirmation = { ok: true; kind: RequestKind; id: string; inTime: boolean } | { ok: false }

/** Which request a posted confirmation names, and whether it came in time; `ok: false` for one not signed here. */
export function readConfirmation(key: Uint8Array, ticket: string, at: Date): Confirmation {
  const reading = readTicket(key, ticket, at)
  const subject = reading.ok ? SUBJECT.exec(reading.subject) : null
  if (!reading.ok || !subject) return { ok: false }
  const [, kind, uuid] = subject as unknown as [string, RequestKind, string]
  const inTime = reading.ageMs >= MIN_CONFIRM_MS && reading.ageMs <= TICKET_MAX_AGE_MS
  return { ok: true, kind, id: `${REQUEST_ID_PREFIX}${uuid}`, inTime }
}
