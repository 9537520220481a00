import { randomUUID } from 'node:crypto'
import { clientKey, type RateLimiter, type SplitRateLimiter } from '@/lib/http/rate-limit'
import { bodyText, readCappedBody } from '@/lib/http/request-body'
import { requestDocument, type RequestDocument } from '../model/document'
import { checkPostedRequest, type RequestErrorCode, type RequestResponse } from '../model/request'
import { spamReason } from '../model/spam'
import { ticketSpamSign } from './ticket'
import { requestLimiter, rateLimitWords } from './limits'
import { isSameOrigin } from './same-origin'
import type { StoreResult } from './store'

/**
 * POST /api/leads (app/api/leads/route.ts), built from its parts so that
 * the tests can give it a store, a clock and a budget. The order is the
 * defence: the origin, the type, a capped read, the shape, each refusal
 * counted in the client's `refused` budget; then the client's own budget,
 * which only well-formed posts from this site spend (so a page elsewhere
 * cannot use it up); then the model's check. What passes is stored: as
 * New, or, when the form's ticket or the envelope shows a script's hand
 * (the honeypot, no ticket, a ticket too fresh: ../model/spam.ts), as Spam,
 * with the same answer, so that a script learns nothing from it. Once it
 * is stored, the owner's alert is scheduled (`afterStore`,
 * ./after-store.ts, which leaves spam alone) and the visitor answered
 * without waiting for it.
 */

/** A 20,000-character message is at most 120 KB as JSON (`\uXXXX` escapes); the other fields are small. */
export const MAX_BODY_BYTES = 256 * 1024
export interface RequestsHandlerOptions {
  store: (document: RequestDocument) => Promise<StoreResult>
  /** The key of the forms' tickets (./form-token-key.ts). */
  ticketKey: () => Uint8Array
  /** What follows a stored request, after the answer (the owner's alert); nothing by default. */
  afterStore?: (document: RequestDocument) => void
  limiter?: SplitRateLimiter
  now?: () => Date
  uuid?: () => string
}

function answer(status: number, body: RequestResponse, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

function refuse(status: number, error: RequestErrorCode, message: string, extra: Partial<RequestResponse> = {}) {
  return answer(status, { ok: false, error, message, ...extra } as RequestResponse)
}

/** 429 with Retry-After and words for the visitor, when the client has spent `budget`; null while it has not. */
function overBudget(budget: RateLimiter, client: string): Response | null {
  const allowed = budget.take(client)
  if (allowed.allowed) return null
  const seconds = allowed.retryAfterSeconds
  return answer(
    429,
    { ok: false, error: 'rateLimited', message: rateLimitWords(seconds), retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  )
}

export function createRequestsHandler({
  store,
  afterStore = () => {},
  ticketKey,
  limiter = requestLimiter,
  now = () => new Date(),
  uuid = randomUUID,
}: RequestsHandlerOptions) {
  return async function POST(request: Request): Promise<Response> {
    const client = clientKey(request)
    /** A post refused before its content counts spends the client's `refused` budget, never the family's. */
    const refused = (response: Response) => overBudget(limiter.refused, client) ?? response
    if (!isSameOrigin(request.headers)) {
      return refused(refuse(403, 'crossOrigin', 'Requests are taken only from the forms on this website.'))
    }
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
      return refused(refuse(415, 'unsupportedMediaType', 'Send the request as application/json.'))
    }
    const read = await readCappedBody(request, MAX_BODY_BYTES)
    if (!read.ok) {
      return refused(
        read.reason === 'tooLarge'
          ? refuse(413, 'tooLarge', `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`)
          : refuse(400, 'badRequest', 'The request could not be read.'),
      )
    }
    let body: unknown
    try {
      body = JSON.parse(bodyText(read.bytes))
    } catch {
      return refused(refuse(400, 'badRequest', 'The request is not JSON.'))
    }
    const at = now()
    const checked = checkPostedRequest(body, { now: at })
    if (!checked.ok && checked.status === 400) return refused(refuse(400, checked.error, checked.message))
    // Well-formed and from this site: the family's own budget, scripts' posts included.
    const limited = overBudget(limiter.wellFormed, client)
    if (limited) return limited
    if (!checked.ok) {
      const { status, error, message, fields } = checked
      return refuse(status, error, message, fields ? { fields } : {})
    }

    const { model, values, id, page, token, spamSigns } = checked.request
    const ticketSign = ticketSpamSign(ticketKey(), token, model.kind, at)
    const signs = ticketSign ? [...spamSigns, ticketSign] : spamSigns
    const document = requestDocument(model, values, { uuid: id ?? uuid(), page, now: at, spamReason: spamReason(signs) })
    const stored = await store(document)
    if (!stored.ok) return refuse(stored.status, stored.error, stored.message)
    console.info(
      `[leads] Kept a ${document.kind} as ${document._id}${signs.length ? ` in Spam (${signs.join(', ')})` : ''}.`,
    )
    afterStore(document)
    return answer(201, { ok: true, id: document._id })
  }
}
