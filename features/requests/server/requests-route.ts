import { randomUUID } from 'node:crypto'
import type { Once } from '@/lib/limits/once'
import type { Marks } from '@/lib/limits/marks'
import type { SplitRateLimiter } from '@/lib/limits/rate-limit'
import { bodyText } from '@/lib/http/request-body'
import type { RequestDocument } from '../model/stored'
import { readPostedRequest, REFUSALS, type RequestErrorCode, type RequestResponse } from '../model/posted'
import { admit, FROM_ELSEWHERE, type AdmissionRoute, type Checked } from './admission'
import { rateLimitWords, requestLimiter, ticketRefusals, ticketsUsed } from './limits'
import type { StoreResult } from './store'
import { checkWordsIn } from './check-words'
import { ticketSpamSign } from './ticket'

/**
 * POST /api/leads (app/api/leads/route.ts): the JSON the page's scripts
 * post (../model/request.ts), admitted as every request is (./admission.ts):
 * the origin first (no page of ours posts from elsewhere), then the type,
 * a capped read and the shape; every well-formed post spends the client's
 * budget, a 422 included. What passes is kept as New, or as Spam when the
 * envelope or the form's ticket shows a script's hand (the honeypot, no
 * ticket, a ticket too fresh: ../model/spam.ts). Built from its parts, so
 * that the tests give it a store, a clock and a budget.
 */

/** A 20,000-character message is at most 120 KB as JSON (`\uXXXX` escapes); the other fields are small. */
export const MAX_BODY_BYTES = 256 * 1024

export interface RequestsHandlerOptions {
  store: (document: RequestDocument) => Promise<StoreResult>
  /** The key of the forms' tickets (./ticket-key.ts). */
  ticketKey: () => Uint8Array
  /** What follows a stored request, after the answer (the owner's alert); nothing by default. */
  afterStore?: (document: RequestDocument) => void
  limiter?: SplitRateLimiter
  /** Remembers the tickets requests have used (./ticket.ts: one request per ticket). */
  usedTickets?: Once
  /** The clients the ticket route refused lately (./limits.ts). */
  refusals?: Marks
  now?: () => Date
  uuid?: () => string
}

function answer(status: number, body: RequestResponse, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

function refuse(status: number, error: RequestErrorCode, message: string, headers?: Record<string, string>) {
  const retryAfter = headers?.['retry-after']
  return answer(
    status,
    { ok: false, error, message, ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}) },
    headers,
  )
}

export function createRequestsHandler({
  store,
  afterStore = () => {},
  ticketKey,
  limiter = requestLimiter,
  usedTickets = ticketsUsed,
  refusals = ticketRefusals,
  now = () => new Date(),
  uuid = randomUUID,
}: RequestsHandlerOptions) {
  const route: AdmissionRoute<unknown> = {
    log: '[leads]',
    limiter,
    types: /^application\/json\s*(;|$)/i,
    wrongType: 'Send the request as application/json.',
    maxBytes: MAX_BODY_BYTES,
    noun: 'request',
    async parse(bytes) {
      try {
        return { ok: true, body: JSON.parse(bodyText(bytes)) as unknown }
      } catch {
        return { ok: false, words: 'The request is not JSON.' }
      }
    },
    originFirst: true,
    invalidSpends: true,
    check(body, { at }): Checked | null {
      const read = readPostedRequest(body, at, checkWordsIn)
      if (!read) return null
      const { spamSigns, token, ...checked } = read
      return { ...checked, signs: spamSigns, ...(token !== undefined ? { ticket: token } : {}) }
    },
    // A person's ticket, once: a second request with it is a script's, or a form that did not fetch a new one.
    async ticketSign({ ticket, model }, { at, client }) {
      const sign = ticketSpamSign(ticketKey(), ticket, model.kind, at)
      // No ticket, because this route's ticket budget refused the client one: a family behind a busy network, kept
      // and announced as unverified rather than sent to Spam unseen.
      if (sign === 'noTicket' && (await refusals.has(client, at.getTime()))) return 'unverified'
      if (sign || !ticket) return sign
      return (await usedTickets.first(ticket, at.getTime())) ? null : 'ticketReused'
    },
    store,
    afterStore,
    uuid,
    refuse,
    answer: {
      fromElsewhere: async () => refuse(403, 'crossOrigin', FROM_ELSEWHERE),
      invalid: async ({ problems }) =>
        answer(422, { ok: false, error: 'invalid', message: REFUSALS.invalid, fields: problems }),
      rateLimited: async (_, seconds) =>
        refuse(429, 'rateLimited', rateLimitWords(seconds), { 'retry-after': String(seconds) }),
      notKept: async (_, stored) => refuse(stored.status, stored.error, stored.message),
      kept: async (_, document) => answer(201, { ok: true, id: document._id }),
    },
  }
  return (request: Request): Promise<Response> => admit(route, request, now())
}
