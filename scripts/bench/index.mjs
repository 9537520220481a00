// `npm run bench` entry: options, the order of the measurements, and main.
//
// Builds the site, serves the production build on loopback, measures the
// public routes with Lighthouse and `/` under load with autocannon, and prints
// one table against the budgets (docs/benchmark.md). Budgets are reported,
// never enforced: the exit code only says whether the bench itself ran.
//
// Options: --skip-build reuses an existing BENCH=1 build in .next.
// Environment: BENCH_PORT (default 3200; Chrome's debugging port is the next
// one), BENCH_RUNS (Lighthouse runs per route, default 5), CHROMIUM_PATH.

import os from 'node:os'
import { FLOOR_ROUTE, LOAD, ORIGIN, ROUTES, RUNS } from './config.mjs'
import { launchChrome, lighthouseRun, measureRoute } from './lighthouse.mjs'
import { load } from './load.mjs'
import { checkBudgets, machine, printReport, writeReport } from './report.mjs'
import { build, startServer, stopServer } from './server.mjs'
import { liveMarkers, studioBytes, studioChunks } from './studio-bytes.mjs'

/**
 * Measures everything against a running server: the public routes and the
 * floor in Lighthouse, then the Studio check, then the load.
 */
async function measure() {
  const floorStatus = (await fetch(`${ORIGIN}${FLOOR_ROUTE}`)).status
  if (floorStatus !== 200) throw new Error(`${FLOOR_ROUTE} answered ${floorStatus}: build with BENCH=1`)

  // Other work on a shared machine skews TBT and LCP: the load averages say how much.
  const loadAverage = { before: os.loadavg()[0] }
  const chrome = await launchChrome()
  const routes = {}
  let floor
  let environment
  try {
    // One unrecorded run per page first. A fresh `next start` compiles its code
    // paths and encodes each image size on first request, costs a production
    // server has long paid; measured, they made the first run an outlier.
    for (const route of [...ROUTES, FLOOR_ROUTE]) {
      process.stdout.write(`lighthouse ${route} warm-up\n`)
      await lighthouseRun(route)
    }
    for (const route of ROUTES) {
      const measured = await measureRoute(route, RUNS)
      routes[route] = measured
      environment ??= measured.environment
    }
    // As many runs as the routes: only the floor's bytes enter a budget, but its
    // timings show what this machine's noise does to a page that does nothing.
    floor = (await measureRoute(FLOOR_ROUTE, RUNS)).median
  } finally {
    await chrome.kill()
  }

  const chunks = await studioChunks()
  const markers = await liveMarkers(chunks)
  const studioUrls = new Set(chunks.map((c) => c.url))
  const medians = {}
  for (const route of ROUTES) {
    const m = routes[route].median
    const studio = await studioBytes(m.scripts, studioUrls, markers)
    medians[route] = { ...m, jsAboveFloorBytes: m.jsBytes - floor.jsBytes, studioBytes: studio.bytes, studio }
  }

  process.stdout.write(`load: autocannon ${LOAD.connections} connections for ${LOAD.seconds} s on ${LOAD.route}\n`)
  const loadResult = load()
  loadAverage.after = os.loadavg()[0]
  return {
    loadAverage,
    routes: medians,
    runs: Object.fromEntries(ROUTES.map((r) => [r, routes[r].runs])),
    floor,
    load: loadResult,
    studioCheck: { chunks: chunks.map((c) => c.url), markers },
    environment,
  }
}

async function main() {
  const skipBuild = process.argv.includes('--skip-build')
  if (!skipBuild) await build()
  const server = await startServer()
  const stop = () => stopServer(server)
  process.on('SIGINT', () => (stop(), process.exit(130)))
  let measured
  try {
    measured = await measure()
  } finally {
    stop()
  }

  const report = {
    date: new Date().toISOString(),
    machine: { ...machine(measured.environment?.benchmarkIndex), loadAverage: measured.loadAverage },
    settings: { runsPerRoute: RUNS, formFactor: 'mobile', throttling: 'simulate', load: LOAD },
    routes: measured.routes,
    floor: measured.floor,
    load: measured.load,
    studioCheck: measured.studioCheck,
    budgets: checkBudgets(measured.routes),
    runs: measured.runs,
  }
  await writeReport(report)
  printReport(report)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
