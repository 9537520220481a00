/**
 * `npm run load`: proves the site holds load and faults, and reports how well.
 *
 * 1. The fresh clone (starter content, no secrets), built into .next-load and
 *    served on 127.0.0.1:3400: `/`, `/about`, then pages with hostile API
 *    requests and 1 MiB chunked uploads, 100 connections each time, then `/`
 *    again beside a flood of the request routes from one client.
 * 2. The configured site (.next-load-configured, 127.0.0.1:3401) against the
 *    Content Lake fixture (127.0.0.1:4401), which goes down while visitors
 *    load pages and an editor publishes.
 * 3. One table and reports/load.json. Exit code 0 when it ran, whatever the budgets.
 *
 * LOAD_SECONDS shortens each run (default 60), LOAD_PORT moves the ports,
 * `--skip-build` reuses the two builds.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { startContentLake, type ContentLakeFixture, type FixtureDocument } from '../../testing/content-lake'
import { loadStarterDataset } from '../../sanity/starter'
import { CONFIG, CONFIGURED_DIST, FRESH_DIST, READ_TOKEN, ROOT, configuredEnv, freshEnv } from './config'
import { FLOOD_P99_FACTOR, freshSite, warm } from './fresh'
import { outagePhase } from './outage'
import { anomalies, logSummary, machine, machineLine, table, writeReport } from './report'
import { assertPortFree, build, hasBuild, start, stopAll } from './server'
import { settle, stopTraffic } from './traffic'

const progress = (line: string) => process.stderr.write(`[load] ${line}\n`)
let lake: ContentLakeFixture | null = null
let interrupted = false

async function cleanUp() {
  stopTraffic()
  await stopAll()
  await lake?.close().catch(() => undefined)
  lake = null
}

async function buildOrReuse(env: NodeJS.ProcessEnv) {
  if (CONFIG.skipBuild && hasBuild(env)) return { skipped: true, seconds: 0, restored: [] as string[] }
  if (CONFIG.skipBuild) progress(`--skip-build: no build in ${env.NEXT_DIST_DIR} yet, building`)
  progress(`next build into ${env.NEXT_DIST_DIR}`)
  return { skipped: false, ...(await build(env)) }
}

async function main() {
  process.chdir(ROOT)
  const host = machine()
  const startedAt = new Date().toISOString()
  // Next.js reads these whatever the environment says: the "fresh clone" would not be one.
  const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'].filter((file) => existsSync(file))
  if (envFiles.length > 0) progress(`warning: ${envFiles.join(', ')} present; Next.js reads them in both builds`)
  for (const port of [CONFIG.port, CONFIG.configuredPort, CONFIG.lakePort]) await assertPortFree(port)

  // Phase 1: the fresh clone.
  const fresh = freshEnv()
  const freshBuild = await buildOrReuse(fresh)
  const freshLog = path.join(ROOT, 'reports', 'load-fresh-server.log')
  const freshServer = await start(fresh, CONFIG.port, freshLog)
  progress(`fresh clone serving on ${freshServer.origin} (pid ${freshServer.pid}); warming`)
  const freshWarm = await warm(freshServer, false)
  const freshRows = await freshSite(freshServer, progress)
  await freshServer.stop()

  // Phase 2: the configured site and its Content Lake fixture.
  const documents = (await loadStarterDataset()) as FixtureDocument[]
  lake = await startContentLake({ documents, port: CONFIG.lakePort, token: READ_TOKEN })
  const configured = configuredEnv()
  const configuredBuild = await buildOrReuse(configured)
  const configuredLog = path.join(ROOT, 'reports', 'load-configured-server.log')
  const site = await start(configured, CONFIG.configuredPort, configuredLog)
  progress(`configured site serving on ${site.origin} (pid ${site.pid}), fixture on ${lake.url}; warming`)
  for (const page of ['/', '/about']) await fetch(`${site.origin}${page}`).then((response) => response.arrayBuffer())
  progress(`server quiet after ${await settle(site.origin)} s`)
  const outage = await outagePhase(site, lake, progress)
  await site.stop()
  await lake.close()
  lake = null

  const rows = [...freshRows, outage.row]
  const alone = rows.find((row) => row.phase === '1a')
  const beside = rows.find((row) => row.phase === '1d flood' && row.name.startsWith('/'))
  const budgets = rows.flatMap((row) => row.budgets.map((budget) => ({ row: `${row.phase} ${row.name}`, ...budget })))
  const passed = budgets.filter((budget) => budget.pass).length
  const file = writeReport({
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: host,
    settings: { ...CONFIG, distDirs: [FRESH_DIST, CONFIGURED_DIST], envFiles },
    builds: { fresh: freshBuild, configured: configuredBuild },
    warm: freshWarm,
    rows,
    outage: { ...outage, row: undefined },
    budgets,
    serverLogs: { fresh: logSummary(freshLog), configured: logSummary(configuredLog) },
  })

  const notes = anomalies(rows)
  if (outage.polls.errors > 0 || Object.keys(outage.polls.statuses).some((code) => Number(code) >= 500))
    notes.push(`2 outage: polls of / answered ${JSON.stringify(outage.polls.statuses)}, ${outage.polls.errors} errors`)
  const lines = [
    '',
    machineLine(host),
    `Runs of ${CONFIG.seconds} s; builds ${freshBuild.skipped ? 'reused' : 'fresh'}; latencies of every response; ` +
      'peak RSS polled every 100 ms (HWM: per-process peaks, summed); server CPU: 100 = one core busy; ' +
      'accept queue: connections not yet accepted by the server',
    '',
    table(rows),
    '',
    ...(alone && beside
      ? [
          `/ p99: ${alone.p99Ms} ms alone (1a), ${beside.p99Ms} ms beside a flood from one client (1d): ×${Math.round((beside.p99Ms / Math.max(1, alone.p99Ms)) * 100) / 100}, budget < ${FLOOD_P99_FACTOR}×`,
        ]
      : []),
    ...notes.map((note) => `  ! ${note}`),
    `Budgets: ${passed} of ${budgets.length} passed. Details: ${file}`,
  ]
  process.stdout.write(lines.join('\n') + '\n')
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true
    progress(`${signal}: stopping the servers this run started`)
    void cleanUp().finally(() => process.exit(130))
  })
}

main()
  .then(cleanUp)
  .catch(async (error: unknown) => {
    if (interrupted) return // the signal handler is cleaning up and exits
    progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    await cleanUp()
    process.exit(1)
  })
