import { randomUUID } from 'node:crypto'
import { clientKey, type RateLimiter } from '@/lib/rate-limit'
import { bodyText, readCappedBody } from '@/lib/request-body'
import { leadDocument, type LeadDocument } from '../model/document'
import { checkLeadRequest, type LeadErrorCode, type LeadResponse } from '../model/request'
import { requestLimiter, rateLimitWords } from './limits'
import { isSameOrigin } from './same-origin'
import type { StoreResult } from './store'

/**
 * POST /api/leads (app/api/leads/route.ts), built from its parts so that the tests can give it a
 * store and a clock. The order is the defence: the per-client limit counts
 * every post first, before any other work; then the origin, the type, a
 * capped read, the shape, the honeypot and the minimum time, the forms' own
 * rules; only then is anything stored.
 */

/** A 20,000-character message is at most 120 KB as JSON (`\uXXXX` escapes); the other fields are small. */
export const MAX_BODY_BYTES = 256 * 1024
export interface LeadsHandlerOptions {
  store: (document: LeadDocument) => Promise<StoreResult>
  limiter?: RateLimiter
  now?: () => Date
  uuid?: () => string
}

function answer(status: number, body: LeadResponse, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

function refuse(status: number, error: LeadErrorCode, message: string, extra: Partial<LeadResponse> = {}) {
  return answer(status, { ok: false, error, message, ...extra } as LeadResponse)
}

export function createLeadsHandler({
  store,
  limiter = requestLimiter,
  now = () => new Date(),
  uuid = randomUUID,
}: LeadsHandlerOptions) {
  return async function POST(request: Request): Promise<Response> {
    const allowed = limiter.take(clientKey(request))
    if (!allowed.allowed) {
      const seconds = allowed.retryAfterSeconds
      return answer(
        429,
        { ok: false, error: 'rateLimited', message: rateLimitWords(seconds), retryAfterSeconds: seconds },
        { 'retry-after': String(seconds) },
      )
    }
    if (!isSameOrigin(request.headers)) {
      return refuse(403, 'crossOrigin', 'Requests are taken only from the forms on this website.')
    }
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
      return refuse(415, 'unsupportedMediaType', 'Send the request as application/json.')
    }
    const read = await readCappedBody(request, MAX_BODY_BYTES)
    if (!read.ok) {
      return read.reason === 'tooLarge'
        ? refuse(413, 'tooLarge', `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`)
        : refuse(400, 'badRequest', 'The request could not be read.')
    }
    let body: unknown
    try {
      body = JSON.parse(bodyText(read.bytes))
    } catch {
      return refuse(400, 'badRequest', 'The request is not JSON.')
    }
    const at = now()
    const checked = checkLeadRequest(body, { now: at })
    if (!checked.ok) {
      const { status, error, message, fields } = checked
      return refuse(status, error, message, fields ? { fields } : {})
    }

    const { model, values, id, page } = checked.lead
    const document = leadDocument(model, values, { uuid: id ?? uuid(), page, now: at })
    const stored = await store(document)
    if (!stored.ok) return refuse(stored.status, stored.error, stored.message)
    console.info(`[leads] Kept a ${document.kind} as ${document._id}.`)
    return answer(201, { ok: true, id: document._id })
  }
}
