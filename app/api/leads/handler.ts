import { randomUUID } from 'node:crypto'
import { leadDocument, type LeadDocument } from '@/lib/leads/document'
import { checkLeadRequest, serverEarliestStartDate, type LeadErrorCode, type LeadResponse } from '@/lib/leads/request'
import { clientKey, createSplitRateLimiter, type RateLimiter, type SplitRateLimiter } from '@/lib/rate-limit'
import { bodyText, readCappedBody } from '@/lib/request-body'
import { isSameOrigin } from './same-origin'
import type { StoreResult } from './store'

/**
 * POST /api/leads, built from its parts so that the tests can give it a
 * store and a clock. The order is the defence: the origin, the type, a
 * capped read, the shape, each refusal counted in the client's `refused`
 * budget; then the client's own budget, which only well-formed posts from
 * this site spend (so a page elsewhere cannot use it up); then the honeypot,
 * the minimum time and the forms' own rules; only then is anything stored.
 */

/** A 20,000-character message is at most 120 KB as JSON (`\uXXXX` escapes); the other fields are small. */
export const MAX_BODY_BYTES = 256 * 1024
/**
 * A family sends one request, perhaps two; five in ten minutes is generous,
 * and stops a script filling the inbox. Posts refused for their origin or
 * form get five more of their own (lib/rate-limit.ts, createSplitRateLimiter).
 */
export const LEADS_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

export interface LeadsHandlerOptions {
  store: (document: LeadDocument) => Promise<StoreResult>
  limiter?: SplitRateLimiter
  now?: () => Date
  uuid?: () => string
}

function answer(status: number, body: LeadResponse, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

function refuse(status: number, error: LeadErrorCode, message: string, extra: Partial<LeadResponse> = {}) {
  return answer(status, { ok: false, error, message, ...extra } as LeadResponse)
}

/** "Please wait 7 minutes…": whole minutes, as a person would say it. */
export function rateLimitWords(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `You have sent us several requests in the last few minutes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before sending another, or call us.`
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

export function createLeadsHandler({
  store,
  limiter = createSplitRateLimiter(LEADS_RATE_LIMIT),
  now = () => new Date(),
  uuid = randomUUID,
}: LeadsHandlerOptions) {
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
    const checked = checkLeadRequest(body, { earliestStartDate: serverEarliestStartDate(at.getTime()) })
    if (!checked.ok && checked.status === 400) return refused(refuse(400, checked.error, checked.message))
    // Well-formed and from this site: the family's own budget, honeypot and hurried posts included.
    const limited = overBudget(limiter.wellFormed, client)
    if (limited) return limited
    if (!checked.ok) {
      const { status, error, message, fields } = checked
      return refuse(status, error, message, fields ? { fields } : {})
    }

    const document = leadDocument(checked.lead, { uuid: uuid(), now: at })
    const stored = await store(document)
    if (!stored.ok) return refuse(stored.status, stored.error, stored.message)
    console.info(`[leads] Kept a ${document.kind} as ${document._id}.`)
    return answer(201, { ok: true, id: document._id })
  }
}
