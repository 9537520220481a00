// The bench itself (Node 22.19+): build, serve, measure in order, check the budgets, report.

import os from 'node:os'
import { checkBudgets } from './budgets.mjs'
import { FLOOR_ROUTE, LOAD, METHODS, ORIGIN, ROUTES, RUNS, limitOf } from './config.mjs'
import { htmlBytes } from './html-bytes.mjs'
import { launchChrome } from './lighthouse.mjs'
import { load } from './load.mjs'
import { machine, printReport, writeReport } from './report.mjs'
import { PAGES, aggregate, runAll, warmUp } from './runs.mjs'
import { build, startServer, stopServer } from './server.mjs'
import { liveMarkers, studioBytes, studioChunks } from './studio-bytes.mjs'

/** The floor and the limits exist only in a BENCH=1 build served with BENCH=1. */
async function checkBenchRoutes() {
  for (const path of [FLOOR_ROUTE, ...ROUTES.map(limitOf)]) {
    const status = (await fetch(`${ORIGIN}${path}`)).status
    if (status !== 200) throw new Error(`${path} answered ${status}: build and serve with BENCH=1`)
  }
}

/** Lighthouse's runs, aggregated per method and page; the race counted on the routes' runs. */
async function lighthouseResults() {
  const chrome = await launchChrome()
  let raw
  try {
    await warmUp()
    raw = await runAll(RUNS)
  } finally {
    await chrome.kill()
  }
  // The framework's scripts: those the floor loads (Next's and React's chunks).
  const framework = new Set(raw.simulate[FLOOR_ROUTE].flatMap((run) => run.scripts.map((s) => s.url)))
  const results = {}
  for (const { id } of METHODS) {
    results[id] = Object.fromEntries(
      PAGES.map((path) => [path, aggregate(raw[id][path], ROUTES.includes(path) ? framework : undefined)]),
    )
  }
  return { results, raw, framework: [...framework] }
}

/**
 * What each route loads that no budget times: its JavaScript above the
 * floor's (from the simulated runs, whose loads are not slowed, so that the
 * chunks loaded after the page are in) and any Studio code.
 */
async function routeBytes(results) {
  const chunks = await studioChunks()
  const markers = await liveMarkers(chunks)
  const studioUrls = new Set(chunks.map((c) => c.url))
  const floor = results.simulate[FLOOR_ROUTE]
  const routes = {}
  for (const route of ROUTES) {
    const m = results.simulate[route]
    const studio = await studioBytes(m.scripts, studioUrls, markers)
    routes[route] = {
      jsAboveFloorBytes: m.jsBytes - floor.jsBytes,
      scriptsAboveFloor: m.scripts.filter((s) => !floor.scripts.some((f) => f.url === s.url)),
      studioBytes: studio.bytes,
      studio,
    }
  }
  return { routes, studioCheck: { chunks: chunks.map((c) => c.url), markers } }
}

async function measure() {
  await checkBenchRoutes()
  // Other work on a shared machine skews the timings: the load averages say how much.
  const loadAverage = { before: os.loadavg()[0] }
  const html = await htmlBytes(PAGES)
  const { results, raw, framework } = await lighthouseResults()
  const { routes, studioCheck } = await routeBytes(results)
  process.stdout.write(`load: autocannon ${LOAD.connections} connections for ${LOAD.seconds} s on ${LOAD.route}\n`)
  const loadResult = load()
  loadAverage.after = os.loadavg()[0]
  return { loadAverage, html, results, raw, framework, routes, studioCheck, load: loadResult }
}

export async function main() {
  const started = Date.now()
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
  const first = measured.raw.simulate[FLOOR_ROUTE][0]
  const report = {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: {
      ...machine(first?.benchmarkIndex),
      lighthouse: first?.lighthouseVersion,
      loadAverage: measured.loadAverage,
    },
    settings: { runsPerPage: RUNS, formFactor: 'mobile', methods: METHODS, build: !skipBuild, load: LOAD },
    budgets: checkBudgets(measured),
    results: measured.results,
    html: measured.html,
    routes: measured.routes,
    framework: measured.framework,
    load: measured.load,
    studioCheck: measured.studioCheck,
    runs: measured.raw,
  }
  await writeReport(report)
  printReport(report)
}
