import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { cronSecret } from '@/lib/env/secrets'
import { createRateLimiter } from '@/lib/limits/rate-limit'
import { clientKey } from '@/lib/http/client-key'
import { throttledLog } from '@/lib/throttled-log'
import { runSchedule } from '@/schedule'

/**
 * GET /api/cron: one run of the site's schedule (schedule.ts), for Vercel
 * Cron (vercel.json), a system cron or a systemd timer, with
 * `Authorization: Bearer <CRON_SECRET>`. Without the secret configured: 503,
 * naming it; with a wrong or missing token: 401, ten a minute per client,
 * then 429. The run itself is idempotent: calling it twice sends nothing
 * twice (lib/schedule/run-due.ts).
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

const refusedLimiter = createRateLimiter({ name: 'cron-refused', limit: 10, windowMs: 60_000 })
const logRefused = throttledLog((line) => console.warn(line))

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } })

function bearerMatches(header: string | null, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '')
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export async function GET(request: Request): Promise<Response> {
  const secret = cronSecret()
  if (!secret) {
    return answer(503, { error: 'CRON_SECRET is not set: set it on the server and in the cron that calls this route.' })
  }
  if (!bearerMatches(request.headers.get('authorization'), secret)) {
    const allowed = await refusedLimiter.take(clientKey(request))
    logRefused('[schedule] Refused a call to /api/cron without the CRON_SECRET bearer token.')
    if (!allowed.allowed) return answer(429, { error: 'tooMany' })
    return answer(401, { error: 'Authorization: Bearer <CRON_SECRET> is required.' })
  }
  return answer(200, await runSchedule())
}
