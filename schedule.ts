/**
 * Everything the site does by the clock, in one list (issue 61): each
 * feature's timed jobs, run in turn by one scheduler (lib/schedule/run-due.ts)
 * every minute inside `next start` (instrumentation.ts), by GET /api/cron
 * with CRON_SECRET (app/api/cron/route.ts, vercel.json), or by
 * `npm run schedule`. A new timed job is one more entry here.
 */
import 'server-only'
import { runDue, type Job, type RunReport } from '@/lib/schedule/run-due'
import { requestJobs } from '@/features/requests/schedule'

export const SITE_JOBS: readonly Job[] = [...requestJobs]

export function runSchedule(now = new Date()): Promise<RunReport> {
  return runDue(SITE_JOBS, { now })
}
