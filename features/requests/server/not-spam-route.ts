import { clientKey } from '@/lib/http/client-key'
import { readCappedBody, bodyText } from '@/lib/http/request-body'
import { createRateLimiter, type RateLimiter } from '@/lib/limits/rate-limit'
import { REQUEST_ID_PREFIX, type RequestDocument } from '../model/stored'
import { isSameOrigin } from './same-origin'

/**
 * POST /api/leads/not-spam {id} (app/api/leads/not-spam/route.ts): the
 * Studio says it moved a request out of Spam ("Not spam", or New chosen on
 * its status), and the owner is alerted about it then, as about any new
 * request (./after-store.ts). The Studio moves the request itself, with its
 * user's own rights; this route moves nothing. It only alerts for a request
 * that is New now and was never alerted about: a program cannot use it to
 * take its own spam out of Spam, and a request alerted already is not
 * alerted twice.
 */

const ID = new RegExp(
  `^${REQUEST_ID_PREFIX.replace('.', '\\.')}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
)
/** The Studio sends one per request it moves; a list moved at once alerts nobody ("Move all spam to New"). */
export const NOT_SPAM_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }
const notSpamLimiter = createRateLimiter({ name: 'not-spam', ...NOT_SPAM_RATE_LIMIT })

export interface NotSpamHandlerOptions {
  read: (id: string) => Promise<RequestDocument | null>
  afterStore: (document: RequestDocument) => void
  limiter?: RateLimiter
}

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

export function createNotSpamHandler({ read, afterStore, limiter = notSpamLimiter }: NotSpamHandlerOptions) {
  return async function POST(request: Request): Promise<Response> {
    if (!isSameOrigin(request.headers)) return answer(403, { error: 'crossOrigin' })
    const allowed = await limiter.take(clientKey(request))
    if (!allowed.allowed) {
      return answer(429, { error: 'rateLimited' }, { 'retry-after': String(allowed.retryAfterSeconds) })
    }
    const body = await readCappedBody(request, 1024)
    let id: unknown
    try {
      id = body.ok ? (JSON.parse(bodyText(body.bytes)) as { id?: unknown })?.id : undefined
    } catch {
      id = undefined
    }
    if (typeof id !== 'string' || !ID.test(id)) return answer(400, { error: 'badRequest' })
    const stored = await read(id)
    const alerting = Boolean(stored && stored.status === 'new' && !stored.ownerAlert)
    if (alerting) {
      console.info(`[leads] ${id} was moved out of Spam in the Studio: alerting the owner.`)
      afterStore(stored!)
    }
    return answer(alerting ? 202 : 200, { alerting })
  }
}
