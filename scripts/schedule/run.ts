/**
 * `npm run schedule`: one run of the site's schedule (schedule.ts) from the
 * command line, for a system cron or a systemd timer on a host where the
 * server does not keep the time itself (SCHEDULER=off). Prints what each job
 * did; exits 1 when a job failed. Safe beside a running server: a run that
 * finds another holding the lease does nothing, and no alert is sent twice.
 */
import '@/lib/env/load-env-files'
import { runSchedule } from '@/schedule'

async function main() {
  const report = await runSchedule()
  if (!report.ran) console.log(`Nothing run: ${report.why}.`)
  else for (const [job, line] of Object.entries(report.jobs)) console.log(`${job}: ${line}`)
  return report.ran && Object.values(report.jobs).some((line) => line.startsWith('failed'))
}

// The Redis connection, if any, would keep the process alive: the run is over.
main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error: unknown) => {
    console.error(String((error as Error)?.stack ?? error))
    process.exit(1)
  },
)
