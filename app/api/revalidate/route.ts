import { revalidateTag } from 'next/cache'
import { setTimeout as sleep } from 'node:timers/promises'
import { webhookSettleMs } from '@/lib/env/content'
import { revalidateSecret } from '@/lib/env/secrets'
import { clientKey } from '@/lib/http/client-key'
import { bodyText, readCappedBody } from '@/lib/http/request-body'
import { createOnce } from '@/lib/limits/once'
import { createRateLimiter } from '@/lib/limits/rate-limit'
import { throttledLog } from '@/lib/throttled-log'
import { contentLakeAnswers } from '@/sanity/fetch'
import { checkSignature, signatureOf, SIGNATURE_TOLERANCE_MS } from './signature'
import { waitUntil } from './wait-until'

/**
 * Sanity's GROQ-powered webhook, sent when a document is published, changed
 * or deleted (docs/operations.md, "Publishing: the webhook"). Only a call
 * signed with SANITY_REVALIDATE_SECRET in the last five minutes refreshes
 * anything; it refreshes the pages that read the changed document's type
 * (sanity/tags.ts). The order is deliberate: a capped read, then the
 * signature, and only then parsing, so an unsigned caller costs at most one
 * small read and one hash. Each signed call is taken once: a captured call
 * replayed within its five minutes refreshes nothing. Refused calls are
 * limited per client and logged at most once a minute.
 */

/** A projection of {_type, _id} is a few dozen bytes; anything near this is not Sanity. */
const MAX_BODY_BYTES = 64 * 1024
/**
 * How long a call waits for a Content Lake that does not answer before it asks
 * Sanity to deliver it again later (503): a short outage heals within a second
 * of the Lake's return, a long one by Sanity's own retries. Under Sanity's
 * 30-second webhook timeout.
 */
const LAKE_WAIT_MS = 20_000

const TYPE_NAME = /^[A-Za-z][\w.-]{0,63}$/

/** A signed call is remembered for longer than its signature is valid: it can only come back as a replay. */
const delivered = createOnce({ name: 'webhook-calls', ttlMs: 2 * SIGNATURE_TOLERANCE_MS })
/** Ten refused calls a minute per client: a misconfigured secret shows, a stranger's flood costs little. */
const refusedCalls = createRateLimiter({ name: 'webhook-refused', limit: 10, windowMs: 60_000, network: 30 })
const logRefusal = throttledLog((line) => console.warn(line))

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

export async function POST(request: Request) {
  const secret = revalidateSecret()
  if (!secret) {
    console.error('[revalidate] Refused a webhook call: SANITY_REVALIDATE_SECRET is not set on the server.')
    return answer(401, { message: 'This site does not accept webhooks until SANITY_REVALIDATE_SECRET is set.' })
  }

  const read = await readCappedBody(request, MAX_BODY_BYTES)
  if (!read.ok) {
    return read.reason === 'tooLarge'
      ? answer(413, { message: `The body is larger than ${MAX_BODY_BYTES / 1024} KB.` })
      : answer(400, { message: 'The body could not be read.' })
  }
  const body = bodyText(read.bytes)
  const header = request.headers.get('sanity-webhook-signature')
  const signature = checkSignature(header, body, secret)
  if (!signature.valid) {
    const limited = await refusedCalls.take(clientKey(request))
    if (!limited.allowed) {
      return answer(429, { message: 'Too many refused calls.' }, { 'retry-after': String(limited.retryAfterSeconds) })
    }
    logRefusal(`[revalidate] Refused a webhook call: signature ${signature.reason}.`)
    return answer(401, {
      message:
        signature.reason === 'stale'
          ? 'The sanity-webhook-signature is more than five minutes old (or ahead of this server).'
          : 'Missing or invalid sanity-webhook-signature.',
    })
  }

  if (!(await delivered.first(signatureOf(header!)))) {
    console.info('[revalidate] A webhook call came again with the signature of one already taken: nothing refreshed.')
    return answer(200, { revalidated: [], message: 'This call was taken before: nothing to do.' })
  }

  let parsed: { _type?: unknown; _id?: unknown } | null
  try {
    parsed = JSON.parse(body) as typeof parsed
  } catch {
    return answer(400, { message: 'The body is not JSON.' })
  }
  const type = parsed?._type
  if (typeof type !== 'string' || !TYPE_NAME.test(type)) {
    return answer(400, { message: 'The body needs the document type: set the webhook projection to {_type, _id}.' })
  }
  // The Content Lake may answer a query a moment before it shows what the webhook announced.
  await sleep(webhookSettleMs())
  // Expire pages only when they can be rebuilt: a rebuild that fails keeps the
  // old page, and Next.js would not try again for 30 s after the Lake returns.
  if (!(await waitUntil(() => contentLakeAnswers(2000), { timeoutMs: LAKE_WAIT_MS, intervalMs: 1000 }))) {
    console.warn(`[revalidate] The Content Lake is not answering: nothing refreshed for "${type}"; Sanity will retry.`)
    return answer(
      503,
      { message: 'The Content Lake is not answering, so nothing was refreshed. Deliver the webhook again later.' },
      { 'retry-after': '30' },
    )
  }
  // Stale-while-revalidate: the next visit gets the current page and starts a
  // rebuild in the background, the one after that the new content. If the
  // rebuild fails (Content Lake down), the current page stays: expiring at
  // once instead would turn that next visit into an error page.
  revalidateTag(type, 'max')
  const id = typeof parsed?._id === 'string' ? parsed._id : null
  console.info(`[revalidate] Refreshing pages that read "${type}" (id ${JSON.stringify(id)}).`)
  return answer(200, { revalidated: [type], id })
}
