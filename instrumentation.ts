/**
 * Runs once when the server starts. Next.js also loads this file for its
 * edge runtime, where there is no node:http: the import happens only on Node.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { varyPrivateResponsesByCookie } = await import('./lib/http/vary-cookie')
  varyPrivateResponsesByCookie()
  const { applyTrustedProxies } = await import('./lib/http/connection-address')
  applyTrustedProxies()
  // REDIS_URL checked and its connection opened (a value that is not a Redis URL stops the server, named), and the
  // forms' ticket key: several instances without a shared one would keep families' requests as spam (issue 60).
  const { connectSharedLimitsAtStart } = await import('./lib/limits/redis')
  connectSharedLimitsAtStart()
  const { checkTicketKeyAtStart } = await import('./features/requests/start')
  checkTicketKeyAtStart()
  // The site keeps its own time (issue 61): the schedule every minute, unless SCHEDULER=off or on Vercel (a cron
  // calls /api/cron there). Read at start, so a wrong SCHEDULER stops the server, named.
  const { embeddedScheduler } = await import('./lib/env/schedule')
  if (embeddedScheduler()) {
    const [{ everyMinute }, { runSchedule }] = await Promise.all([
      import('./lib/schedule/every-minute'),
      import('./schedule'),
    ])
    everyMinute(() => runSchedule())
  }
}
