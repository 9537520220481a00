/**
 * GET /api/leads/token?kind=message (app/api/leads/token/route.ts): a fresh
 * ticket for the form the visitor has just started on (./ticket.ts).
 * Never cached, anywhere: each is signed with the time it was asked for.
 * Limited per client, in a budget of its own: a family fetches one or two
 * per visit. A fetch a page elsewhere makes a visitor's browser send is
 * refused before it counts, so it spends nothing of the family's.
 */
import { clientKey } from '@/lib/http/client-key'
import type { Marks } from '@/lib/limits/marks'
import { createRateLimiter, type RateLimiter } from '@/lib/limits/rate-limit'
import { REQUEST_KINDS } from '../model/request'
import { ticketRefusals } from './limits'
import { isFromElsewhere } from './same-origin'
import { signTicket } from './ticket'

/** Thirty in ten minutes: one per form per page load, with reloads and a shared address to spare. */
export const TICKET_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 }
export const ticketLimiter = createRateLimiter({ name: 'tickets', ...TICKET_RATE_LIMIT })

export interface TicketResponseBody {
  token?: string
  error?: string
}

function answer(status: number, body: TicketResponseBody, headers: Record<string, string> = {}) {
  return Response.json(body, {
    status,
    headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', ...headers },
  })
}

export interface TicketHandlerOptions {
  key: () => Uint8Array
  limiter?: RateLimiter
  /** Where a refusal is remembered, so that the request that follows without a ticket is announced (./limits.ts). */
  refusals?: Marks
  now?: () => Date
}

export function createTicketHandler({
  key,
  limiter = ticketLimiter,
  refusals = ticketRefusals,
  now = () => new Date(),
}: TicketHandlerOptions) {
  return async function GET(request: Request): Promise<Response> {
    // Browsers say where a fetch comes from (Sec-Fetch-Site; Origin or Referer in older ones); a page elsewhere
    // gets nothing (it could not read it anyway), and is refused before it counts, so it spends none of the family's.
    if (isFromElsewhere(request.headers)) return answer(403, { error: 'crossOrigin' })
    const client = clientKey(request)
    const allowed = await limiter.take(client)
    if (!allowed.allowed) {
      // The form posts without a ticket and tells the family; the request is kept and announced as unverified.
      await refusals.mark(client)
      const seconds = allowed.retryAfterSeconds
      return answer(429, { error: 'rateLimited' }, { 'retry-after': String(seconds) })
    }
    const kind = new URL(request.url).searchParams.get('kind')
    if (!kind || !(REQUEST_KINDS as readonly string[]).includes(kind)) return answer(400, { error: 'badRequest' })
    return answer(200, { token: signTicket(key(), kind, now()) })
  }
}
