import { clientKey } from '@/lib/http/client-key'
import { createRateLimiter } from '@/lib/limits/rate-limit'
import { bodyText, readCappedBody } from '@/lib/http/request-body'
import { logLine, parseViolations } from './violations'

/**
 * Where browsers report Content-Security-Policy violations (`report-uri` and
 * `report-to` in lib/http/security-headers.ts). Each violation is logged on one
 * line; the browser gets 204 and nothing else. Anyone can post here, so the
 * body is capped and each client may send a limited number of reports: the
 * limit is counted first, before any other work.
 */

/** A report is well under 2 KB; a few batched ones fit easily. */
const MAX_BODY_BYTES = 16 * 1024
/** Per client and server instance: a page with a real problem reports a handful, not hundreds. */
const limiter = createRateLimiter({ name: 'csp-reports', limit: 30, windowMs: 60_000 })

function refuse(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

export async function POST(request: Request) {
  const allowed = await limiter.take(clientKey(request))
  if (!allowed.allowed) {
    return refuse(429, 'Too many reports.', { 'retry-after': String(allowed.retryAfterSeconds) })
  }
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/(csp-report|reports\+json)\b/i.test(contentType)) {
    return refuse(415, 'Send application/csp-report or application/reports+json.')
  }
  const read = await readCappedBody(request, MAX_BODY_BYTES)
  if (!read.ok) {
    return read.reason === 'tooLarge'
      ? refuse(413, `Reports are at most ${MAX_BODY_BYTES / 1024} KB.`)
      : refuse(400, 'The report could not be read.')
  }
  let json: unknown
  try {
    json = JSON.parse(bodyText(read.bytes))
  } catch {
    return refuse(400, 'The report is not JSON.')
  }
  const violations = parseViolations(json, contentType)
  if (!violations) return refuse(400, 'The report is not a CSP violation report.')
  for (const violation of violations) console.warn(logLine(violation))
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
