/**
 * The embedded clock (issue 61): runs `tick` at the start of every minute in
 * this process, never two at once, never keeping the process alive by
 * itself. `next start` starts it from instrumentation.ts; a host that runs
 * the site as functions (Vercel) calls GET /api/cron instead.
 */
export interface Ticker {
  stop(): void
}

export function everyMinute(tick: () => Promise<unknown>, { minuteMs = 60_000 } = {}): Ticker {
  let timer: NodeJS.Timeout | null = null
  let running = false
  let stopped = false
  const schedule = () => {
    if (stopped) return
    // On the minute: a second alert due at 10:41 goes at 10:41, whenever the server started.
    timer = setTimeout(run, minuteMs - (Date.now() % minuteMs) + 50)
    timer.unref()
  }
  const run = async () => {
    if (!running) {
      running = true
      try {
        await tick()
      } catch (error) {
        console.error(`[schedule] The run failed: ${String((error as Error)?.message ?? error)}`)
      } finally {
        running = false
      }
    }
    schedule()
  }
  schedule()
  return {
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
