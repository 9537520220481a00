/**
 * Whether this process keeps the site's time itself (issue 61): `next start`
 * runs the schedule every minute unless SCHEDULER is "off", or the site runs
 * as functions on Vercel, which freeze between requests: there a cron calls
 * GET /api/cron (vercel.json). Any other value stops the server, named.
 */
export interface ScheduleEnv {
  SCHEDULER?: string
  VERCEL?: string
  NEXT_PHASE?: string
}

export function resolveEmbeddedScheduler(env: ScheduleEnv): boolean {
  const value = env.SCHEDULER?.trim().toLowerCase() ?? ''
  if (value !== '' && value !== 'on' && value !== 'off') {
    throw new Error(
      `SCHEDULER "${env.SCHEDULER}" is neither "on" nor "off": unset it to let \`next start\` run the schedule every minute, or set "off" where a cron calls /api/cron (docs/operations.md, "The site's clock").`,
    )
  }
  if (value === 'off' || env.VERCEL === '1') return false
  return env.NEXT_PHASE !== 'phase-production-build'
}

export function embeddedScheduler(): boolean {
  return resolveEmbeddedScheduler({
    SCHEDULER: process.env.SCHEDULER,
    VERCEL: process.env.VERCEL,
    NEXT_PHASE: process.env.NEXT_PHASE,
  })
}
