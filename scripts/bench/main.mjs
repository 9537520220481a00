// The bench itself (Node 22.19+): build both states, serve them, measure in order, check the budgets, report.

import os from 'node:os'
import { checkBudgets, finalBudgets } from './budgets.mjs'
import { browserRuns } from './browser.mjs'
import { CONFIRM_RUNS, METHODS, PAGES, ROUTES, RUNS, originOf, pageUrl, pagesOf, phone, phoneFor } from './config.mjs'
import { htmlBytes } from './html-bytes.mjs'
import { launchChrome } from './lighthouse.mjs'
import { load } from './load.mjs'
import { machine, printReport, writePartial, writeReport } from './report.mjs'
import { runAll, warmUp } from './runs.mjs'
import { build, placeTwin, startServer, stopServer } from './server.mjs'
import { aggregate, hostVerdict, phoneSummary } from './stats.mjs'
import { liveMarkers, studioBytes, studioChunks } from './studio-bytes.mjs'

/**
 * The floor and the limits exist only in BENCH=1 builds served with BENCH=1,
 * and the two builds must differ in the loader alone: the shipped one shows
 * it, the other one, built with the switch off, does not.
 */
async function checkBuilds() {
  for (const page of PAGES.filter((p) => p.kind === 'limit' || p.kind === 'floor')) {
    const status = (await fetch(pageUrl(page))).status
    if (status !== 200) throw new Error(`${pageUrl(page)} answered ${status}: build and serve with BENCH=1`)
  }
  const loaderIn = async (state) => (await (await fetch(`${originOf(state)}/`)).text()).includes('data-page-loader')
  if (!(await loaderIn('on'))) throw new Error('the shipped build shows no loader: is the starter switch off?')
  if (await loaderIn('off'))
    throw new Error('the loader-off build shows the loader: build it with BENCH_PAGE_LOADER=off')
}

/**
 * Lighthouse's runs, aggregated per method and page; the race counted on the
 * routes' runs. When the pages without scripts show blocking time, the host
 * was busy: the runs are made once more, and the run is noisy if it still is.
 */
async function lighthouseResults() {
  const chrome = await launchChrome()
  const attempts = []
  let raw
  try {
    // The same phone on every host (issue 63): the CPU slowdown from this host's speed, measured now.
    Object.assign(phone, phoneFor(await warmUp()))
    process.stdout.write(
      `host benchmarkIndex ${phone.benchmarkIndex} (median of ${phone.samples.join(', ')}): ` +
        `CPU slowdown ${phone.slowdown}x, host gate ${phone.quietLimitMs} ms\n`,
    )
    for (let attempt = 1; attempt <= 2; attempt++) {
      raw = await runAll(RUNS)
      attempts.push(hostVerdict(raw, phone.quietLimitMs))
      if (attempts.at(-1).quiet) break
      const { limitTbtMs, limitRunsMs } = attempts.at(-1)
      const tbt = Object.entries(limitTbtMs).map(([k, ms]) => `${k} ${Math.round(ms)} ms (${limitRunsMs[k].join('/')})`)
      process.stdout.write(
        `host busy: pages without scripts blocked for ${tbt.join(', ')} (> ${phone.quietLimitMs} ms)\n`,
      )
      if (attempt === 1) process.stdout.write('running Lighthouse again\n')
    }
  } finally {
    await chrome.kill()
  }
  // The framework's scripts: those the floor loads (Next's and React's chunks).
  const framework = new Set(raw.simulate.floor.flatMap((run) => run.scripts.map((s) => s.url)))
  const results = {}
  for (const { id } of METHODS) {
    results[id] = Object.fromEntries(
      PAGES.map((page) => [
        page.key,
        aggregate(raw[id][page.key], page.route && page.kind !== 'limit' ? framework : undefined),
      ]),
    )
  }
  return { results, raw, framework: [...framework], host: { quiet: attempts.at(-1).quiet, attempts } }
}

/**
 * What each route loads that no budget times, in both states: its JavaScript
 * above the floor's (from the simulated runs, whose loads are not slowed, so
 * that the chunks loaded after the page are in) and any Studio code.
 */
async function routeBytes(results) {
  const chunks = await studioChunks()
  const markers = await liveMarkers(chunks)
  const studioUrls = new Set(chunks.map((c) => c.url))
  const floor = results.simulate.floor
  const routes = {}
  for (const page of PAGES.filter((p) => p.kind === 'on' || p.kind === 'off')) {
    const m = results.simulate[page.key]
    const studio = await studioBytes(m.scripts, studioUrls, markers, page.state)
    routes[page.key] = {
      jsAboveFloorBytes: m.jsBytes - floor.jsBytes,
      scriptsAboveFloor: m.scripts.filter((s) => !floor.scripts.some((f) => f.url === s.url)),
      studioBytes: studio.bytes,
      studio,
    }
  }
  return { routes, studioCheck: { chunks: chunks.map((c) => c.url), markers } }
}

/**
 * Each phase in order, its results written to reports/bench.partial.json as it finishes (`keep`), so that a run
 * that dies keeps what it measured; a failing phase's error carries the phases done (`error.done`).
 */
async function measure(keep) {
  await checkBuilds()
  // Other work on a shared machine skews the timings: the load averages say how much.
  const loadAverage = { before: os.loadavg()[0] }
  const done = { loadAverage }
  const phase = async (name, work) => {
    try {
      const result = await work()
      Object.assign(done, result)
      await keep(name, done)
      return result
    } catch (error) {
      // What the phase itself measured before it failed (the phone visits' rounds), kept too.
      if (error?.partial) done.partial = { [name]: error.partial }
      throw Object.assign(error, { done, phase: name })
    }
  }
  await phase('html', async () => ({ html: await htmlBytes(PAGES) }))
  const { results } = await phase('lighthouse', lighthouseResults)
  await phase('phone', async () => {
    const { visits, restarts } = await browserRuns(RUNS)
    const phone = Object.fromEntries(Object.entries(visits).map(([route, list]) => [route, phoneSummary(list)]))
    return { phone, phoneRaw: visits, phoneRestarts: restarts }
  })
  await phase('routes', () => routeBytes(results))
  await phase('load', async () => ({ load: load() }))
  await phase('confirm', () => confirmingPasses(done))
  loadAverage.after = os.loadavg()[0]
  return done
}

/** A budget timed by Lighthouse's applied runs: the ones a busy moment can fail. */
const TIMED = /\.devtools$/

/**
 * The confirming pass (issue 63): on a quiet run, each route with a timing budget failed is measured once more,
 * CONFIRM_RUNS rounds of that route alone (its pages and the floor, applied throttling), and its timing budgets are
 * judged on those. The report keeps both.
 */
async function confirmingPasses(done) {
  const first = checkBudgets(done, ROUTES)
  const routeOf = (key) => key.slice(key.indexOf(':') + 1)
  const routes = [...new Set(first.filter((b) => !b.pass && TIMED.test(b.metric)).map((b) => routeOf(b.page)))]
  if (!done.host?.quiet || routes.length === 0) return { confirm: {} }
  const chrome = await launchChrome()
  const confirm = {}
  try {
    for (const route of routes) {
      process.stdout.write(`confirming pass: ${route}, ${CONFIRM_RUNS} rounds alone\n`)
      const pages = pagesOf([route])
      const raw = await runAll(CONFIRM_RUNS, pages, 0)
      const results = { ...done.results, devtools: { ...done.results.devtools } }
      for (const page of pages) results.devtools[page.key] = aggregate(raw.devtools[page.key])
      confirm[route] = {
        host: hostVerdict(raw, phone.quietLimitMs),
        first: first.filter((b) => TIMED.test(b.metric) && routeOf(b.page) === route),
        budgets: checkBudgets({ ...done, results }, [route]).filter((b) => TIMED.test(b.metric)),
        devtools: Object.fromEntries(pages.map((page) => [page.key, results.devtools[page.key]])),
      }
    }
  } finally {
    await chrome.kill()
  }
  return { confirm }
}

export async function main() {
  const started = Date.now()
  const skipBuild = process.argv.includes('--skip-build')
  if (!skipBuild) for (const state of ['on', 'off']) await build(state)
  const servers = []
  process.on('SIGINT', () => (servers.forEach(stopServer), process.exit(130)))
  const keep = (phase, done) => writePartial({ date: new Date().toISOString(), lastPhase: phase, ...done })
  let measured
  let failure = null
  try {
    await placeTwin()
    for (const state of ['on', 'off']) servers.push(await startServer(state))
    measured = await measure(keep)
  } catch (error) {
    // The run cannot finish: what it has is written, marked incomplete, and the bench fails.
    failure = error
    measured = error?.done ?? {}
  } finally {
    servers.forEach(stopServer)
  }
  const first = measured.raw?.simulate?.floor?.[0]
  const report = {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    ...(failure
      ? { incomplete: { phase: failure.phase ?? 'start', error: String(failure.message ?? failure).split('\n')[0] } }
      : {}),
    machine: {
      ...machine(phone.benchmarkIndex ?? first?.benchmarkIndex),
      benchmarkIndexSamples: phone.samples,
      cpuSlowdown: phone.slowdown,
      lighthouse: first?.lighthouseVersion,
      loadAverage: measured.loadAverage,
    },
    settings: { runsPerPage: RUNS, routes: ROUTES, formFactor: 'mobile', methods: METHODS, build: !skipBuild },
    host: measured.host,
    budgets: failure ? [] : finalBudgets(measured, ROUTES),
    confirm: measured.confirm ?? {},
    results: measured.results,
    phone: measured.phone,
    phoneRestarts: measured.phoneRestarts ?? [],
    html: measured.html,
    routes: measured.routes,
    framework: measured.framework,
    load: measured.load,
    studioCheck: measured.studioCheck,
    runs: measured.raw,
    phoneRuns: measured.phoneRaw,
    ...(measured.partial ? { partial: measured.partial } : {}),
  }
  await writeReport(report)
  if (failure) {
    console.error(`\nINCOMPLETE: the ${report.incomplete.phase} phase failed: ${report.incomplete.error}`)
    console.error('What was measured is in reports/bench.json (marked incomplete) and reports/bench.partial.json.')
    process.exitCode = 1
    return
  }
  printReport(report)
}
