import { randomUUID } from 'node:crypto'
import { onRedis } from '../limits/redis'

/**
 * The site's one scheduler (issue 61): "what is due now", a list of jobs run
 * in turn, each catching its own failure, so that one broken job never
 * stops the others. Idempotent by design: a job decides from what is stored
 * whether anything is due, and claims it on the document before it sends
 * (features/requests/schedule/). A run also takes a lease, so that two
 * instances, or the server and a cron call, do not run at the same moment:
 * in the Redis every instance shares (REDIS_URL), else in this process. It
 * is run every minute inside `next start` (./every-minute.ts), by
 * GET /api/cron with CRON_SECRET, or by `npm run schedule`.
 */

export interface Job {
  name: string
  /** Does what is due at `now`; a line for the log saying what it did. */
  run(now: Date): Promise<string>
}

export type RunReport = { ran: true; jobs: Record<string, string> } | { ran: false; why: string }

/** Longer than a run takes, shorter than the minute between runs: a lease left by a crash lapses in time. */
export const LEASE_MS = 55_000
const LEASE_KEY = 'hearthside:lease:schedule'

const held = new Set<string>()

/** Takes the run's lease; the release, or null when another run holds it. */
export async function takeLease(ms = LEASE_MS): Promise<(() => Promise<void>) | null> {
  if (held.has(LEASE_KEY)) return null
  held.add(LEASE_KEY)
  const token = randomUUID()
  const shared = await onRedis((redis) => redis.set(LEASE_KEY, token, 'PX', ms, 'NX'))
  if (shared && shared.answer !== 'OK') {
    held.delete(LEASE_KEY)
    return null
  }
  return async () => {
    held.delete(LEASE_KEY)
    // Only this run's own lease: one that lapsed and was taken by another run is that run's.
    await onRedis((redis) =>
      redis.eval(
        'if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0',
        1,
        LEASE_KEY,
        token,
      ),
    )
  }
}

export async function runDue(
  jobs: readonly Job[],
  { now = new Date(), log = console }: { now?: Date; log?: Pick<Console, 'info' | 'error'> } = {},
): Promise<RunReport> {
  const release = await takeLease()
  if (!release) return { ran: false, why: 'another run holds the lease' }
  const report: Record<string, string> = {}
  try {
    for (const job of jobs) {
      try {
        report[job.name] = await job.run(now)
      } catch (error) {
        report[job.name] = `failed: ${String((error as Error)?.message ?? error).slice(0, 200)}`
        log.error(`[schedule] ${job.name} failed: ${report[job.name]}`)
      }
    }
  } finally {
    await release()
  }
  const done = Object.entries(report).filter(([, line]) => !/^(none due|not due|sent already|switched off)$/.test(line))
  if (done.length) log.info(`[schedule] ${done.map(([name, line]) => `${name}: ${line}`).join('; ')}`)
  return { ran: true, jobs: report }
}
