// `npm run bench`: builds the site, serves the production build on loopback,
// measures the public routes with Lighthouse and `/` under load with
// autocannon, and prints one table against the budgets (README, "Benchmark").
// Budgets are reported, never enforced: the exit code only says whether the
// bench itself ran.
//
// Options: --skip-build reuses an existing BENCH=1 build in .next.
// Environment: BENCH_PORT (default 3200; Chrome's debugging port is the next
// one), BENCH_RUNS (Lighthouse runs per route, default 5), CHROMIUM_PATH.

import { execFileSync, spawn } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const CHROME_PORT = PORT + 1
// Five runs: on two shared cores TBT and LCP swing by 2x from run to run.
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ORIGIN = `http://127.0.0.1:${PORT}`
const ROUTES = ['/', '/about', '/completion']
const FLOOR_ROUTE = '/bench-floor'
const STUDIO_ROUTE = '/studio/[[...tool]]'
const LOAD = { route: '/', connections: 10, seconds: 10 }
const REPORT = path.join(root, 'reports', 'bench.json')
const KIB = 1024

// Strings that only the Studio's code carries (the `sanity` package, its UI
// kit and styled-components). Each is checked against the Studio's own chunks
// first, so a marker that no longer occurs after an upgrade is reported
// instead of silently passing.
const STUDIO_MARKERS = ['sanity/structure', '@sanity/ui', 'SANITY_STUDIO', 'styled-components', 'data-sanity-core']

/** Child processes' environment: no telemetry, and the floor route switched on. */
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', BENCH: '1' }

/** Budgets as in the tracker (issue 6). `routes` lists where each applies. */
const BUDGETS = [
  { key: 'performance', label: 'Performance', routes: ROUTES, text: '>= 95', pass: (v) => v >= 95 },
  { key: 'accessibility', label: 'Accessibility', routes: ROUTES, text: '= 100', pass: (v) => v === 100 },
  { key: 'bestPractices', label: 'Best practices', routes: ROUTES, text: '= 100', pass: (v) => v === 100 },
  { key: 'seo', label: 'SEO', routes: ROUTES, text: '= 100', pass: (v) => v === 100 },
  { key: 'lcpMs', label: 'LCP', routes: ROUTES, text: '<= 1.8 s', pass: (v) => v <= 1800 },
  { key: 'tbtMs', label: 'TBT', routes: ROUTES, text: '<= 150 ms', pass: (v) => v <= 150 },
  { key: 'cls', label: 'CLS', routes: ROUTES, text: '<= 0.02', pass: (v) => v <= 0.02 },
  // Why LCP is what it is (README, "Benchmark"): the simulation puts on LCP's
  // path the scripts that had arrived before LCP in the real, unthrottled load.
  { key: 'observedLcpMs', label: 'LCP, unthrottled load', routes: [], text: '' },
  { key: 'jsBeforeLcpBytes', label: 'JS arrived before it', routes: [], text: '' },
  { key: 'jsBytes', label: 'JavaScript', routes: [], text: '' },
  { key: 'jsAboveFloorBytes', label: 'JS above floor', routes: ['/'], text: '<= 30 KiB', pass: (v) => v <= 30 * KIB },
  { key: 'totalBytes', label: 'Total transfer', routes: ['/'], text: '<= 400 KiB', pass: (v) => v <= 400 * KIB },
  { key: 'studioBytes', label: 'Studio bytes', routes: ROUTES, text: '= 0', pass: (v) => v === 0 },
]

// ---------------------------------------------------------------------------
// Build and server

/**
 * Runs a command to completion. Its output is kept back, so that the bench
 * prints one table, and shown only if the command fails.
 * @param {string} command @param {string[]} args
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    // 'close', not 'exit': the output streams are drained by then.
    child.on('close', (code) => {
      if (code === 0) return resolve()
      process.stderr.write(Buffer.concat(output))
      reject(new Error(`${args.join(' ')} exited with ${code}`))
    })
  })
}

const nextBin = require.resolve('next/dist/bin/next')

/** `next build` with BENCH=1, so that the floor route is rendered. */
function build() {
  process.stdout.write('next build (BENCH=1)\n')
  return run(process.execPath, [nextBin, 'build'])
}

/** True if anything answers on the bench port: it must be ours alone. */
async function portTaken() {
  try {
    await fetch(ORIGIN, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

/**
 * Starts `next start` on loopback in its own process group, so that stopping
 * it also stops any worker it forks, and waits until it serves `/`.
 */
async function startServer() {
  if (await portTaken()) throw new Error(`port ${PORT} is in use; set BENCH_PORT to a free port in 3200-3299`)
  const server = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(PORT)], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  let exited = false
  server.on('exit', () => (exited = true))
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (exited) throw new Error('next start exited before serving')
    if (await portTaken()) return server
    await sleep(250)
  }
  stopServer(server)
  throw new Error('next start did not answer within 60 s')
}

/** @param {import('node:child_process').ChildProcess} server */
function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

// ---------------------------------------------------------------------------
// Lighthouse

/** One Chrome for all runs: Lighthouse clears the origin's cache and storage before each run. */
function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    port: CHROME_PORT,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // Nothing but loopback: any other host name fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  })
}

/**
 * One Lighthouse run with the default mobile settings (Moto G Power-class
 * screen, simulated slow 4G and 4x CPU slowdown).
 * @param {string} route @returns {Promise<import('lighthouse').Result>}
 */
async function lighthouseRun(route) {
  const result = await lighthouse(`${ORIGIN}${route}`, {
    port: CHROME_PORT,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`)
  return lhr
}

/**
 * The numbers the bench reports from one Lighthouse result.
 * @param {import('lighthouse').Result} lhr
 */
function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  // Request times count from the first request, LCP from navigation start:
  // a few milliseconds apart, enough for this diagnostic.
  const observedLcpMs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN
  const arrivedBeforeLcp = scripts.filter((r) => r.networkEndTime !== undefined && r.networkEndTime <= observedLcpMs)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    observedLcpMs,
    jsBeforeLcpBytes: arrivedBeforeLcp.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts: scripts.map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0 })),
    failedAudits: failedAudits(lhr),
  }
}

/**
 * Audits that cost points in the scored categories other than performance,
 * so that a score below 100 says why.
 * @param {import('lighthouse').Result} lhr
 */
function failedAudits(lhr) {
  const ids = ['accessibility', 'best-practices', 'seo'].flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
  return ids
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id)
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Median of each number over the runs (scores and timings vary from run to
 * run on a shared machine; bytes do not). Lists are taken from the first run.
 * @param {ReturnType<typeof summarise>[]} runs
 */
function medianOf(runs) {
  const out = { ...runs[0] }
  for (const [key, value] of Object.entries(runs[0])) {
    if (typeof value === 'number') out[key] = median(runs.map((r) => r[key]))
  }
  out.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))]
  return out
}

/**
 * Runs Lighthouse `runs` times on a route, one run after the other.
 * @param {string} route @param {number} runs
 */
async function measureRoute(route, runs) {
  const results = []
  for (let i = 0; i < runs; i++) {
    process.stdout.write(`lighthouse ${route} run ${i + 1}/${runs}\n`)
    results.push({ lhr: await lighthouseRun(route) })
  }
  const summaries = results.map(({ lhr }) => summarise(lhr))
  return { median: medianOf(summaries), runs: summaries, environment: results[0].lhr.environment }
}

// ---------------------------------------------------------------------------
// Studio check

/**
 * The Studio route's own chunks (those the framework floor does not load
 * too), from Next's per-route bundle stats.
 */
async function studioChunks() {
  const file = path.join(root, '.next', 'diagnostics', 'route-bundle-stats.json')
  const stats = JSON.parse(await readFile(file, 'utf8'))
  const chunksOf = (route) => stats.find((s) => s.route === route)?.firstLoadChunkPaths ?? []
  const floor = new Set(chunksOf(FLOOR_ROUTE))
  const studio = chunksOf(STUDIO_ROUTE).filter((chunk) => !floor.has(chunk))
  if (studio.length === 0) throw new Error(`no chunks for ${STUDIO_ROUTE} in ${file}`)
  return studio.map((chunk) => ({ file: path.join(root, chunk), url: `/_next/${path.relative('.next', chunk)}` }))
}

/**
 * The markers that really occur in the Studio's chunks of this build.
 * @param {{ file: string }[]} chunks
 */
async function liveMarkers(chunks) {
  const sources = await Promise.all(chunks.map((c) => readFile(c.file, 'utf8')))
  return STUDIO_MARKERS.filter((marker) => sources.some((source) => source.includes(marker)))
}

/**
 * Bytes of Studio code a public route loads. A script counts as Studio code if
 * it is one of the Studio route's own chunks (by URL), or if its content holds
 * a Studio marker: the latter also catches Studio modules that a public page
 * imported and that the bundler put in a chunk of that page.
 * @param {{ url: string, transferSize: number }[]} scripts
 * @param {Set<string>} studioUrls @param {string[]} markers
 */
async function studioBytes(scripts, studioUrls, markers) {
  const offenders = []
  for (const script of scripts) {
    const { pathname } = new URL(script.url)
    const body = await (await fetch(`${ORIGIN}${pathname}`)).text()
    const found = markers.filter((marker) => body.includes(marker))
    if (studioUrls.has(pathname) || found.length) offenders.push({ url: pathname, bytes: script.transferSize, found })
  }
  return { bytes: offenders.reduce((sum, o) => sum + o.bytes, 0), offenders }
}

// ---------------------------------------------------------------------------
// Load

/**
 * Throughput and p99 latency of a route under a fixed load, from autocannon's
 * CLI in a second process so that the load generator does not share the
 * server's event loop. Browsers ask for gzip, so the load does too.
 */
function load() {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js')
  const args = [bin, '--json', '-c', String(LOAD.connections), '-d', String(LOAD.seconds)]
  args.push('-H', 'accept-encoding=gzip', `${ORIGIN}${LOAD.route}`)
  const stdout = execFileSync(process.execPath, args, { cwd: root, env: childEnv, maxBuffer: 64 * KIB * KIB })
  const result = JSON.parse(stdout.toString())
  return {
    ...LOAD,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

// ---------------------------------------------------------------------------
// Machine

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'unknown'
  }
}

/** @param {number | undefined} benchmarkIndex Lighthouse's CPU speed index of this machine */
function machine(benchmarkIndex) {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / KIB ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouseBenchmarkIndex: benchmarkIndex,
  }
}

// ---------------------------------------------------------------------------
// Budgets and table

/**
 * Every budget checked on every route it applies to.
 * @param {Record<string, ReturnType<typeof medianOf>>} routes
 */
function checkBudgets(routes) {
  return BUDGETS.flatMap((budget) =>
    budget.routes.map((route) => {
      const value = routes[route][budget.key]
      return { budget: budget.label, route, limit: budget.text, value, pass: budget.pass(value) }
    }),
  )
}

const fmt = {
  score: (v) => String(v),
  ms: (v) => `${Math.round(v)} ms`,
  s: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  kib: (v) => `${(v / KIB).toFixed(1)} KiB`,
}
const formats = {
  performance: fmt.score,
  accessibility: fmt.score,
  bestPractices: fmt.score,
  seo: fmt.score,
  lcpMs: fmt.s,
  tbtMs: fmt.ms,
  cls: fmt.cls,
  observedLcpMs: fmt.ms,
  jsBeforeLcpBytes: fmt.kib,
  jsBytes: fmt.kib,
  jsAboveFloorBytes: fmt.kib,
  totalBytes: fmt.kib,
  studioBytes: (v) => `${v} B`,
}

/**
 * One cell: the value, and PASS or FAIL where a budget applies.
 * @param {typeof BUDGETS[number]} budget @param {string} route @param {number | undefined} value
 */
function cell(budget, route, value) {
  if (value === undefined) return '-'
  const text = formats[budget.key](value)
  if (!budget.routes.includes(route)) return text
  return `${text} ${budget.pass(value) ? 'PASS' : 'FAIL'}`
}

/** @param {string[][]} rows */
function renderTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n')
}

/** The one table: a row per metric, a column per route, the floor last. */
function table(report) {
  const columns = [...ROUTES, FLOOR_ROUTE]
  const values = { ...report.routes, [FLOOR_ROUTE]: report.floor }
  const rows = [['Metric', 'Budget', ...columns.map((c) => (c === FLOOR_ROUTE ? `${c} (floor)` : c))]]
  for (const budget of BUDGETS) {
    rows.push([budget.label, budget.text || '-', ...columns.map((c) => cell(budget, c, values[c]?.[budget.key]))])
  }
  const { requestsPerSecond, p99Ms, connections, seconds } = report.load
  const loadCell = (text) => columns.map((c) => (c === LOAD.route ? text : '-'))
  rows.push([
    `Throughput (${connections} conn, ${seconds} s)`,
    '-',
    ...loadCell(`${Math.round(requestsPerSecond)} req/s`),
  ])
  rows.push(['p99 latency', '-', ...loadCell(`${p99Ms} ms`)])
  return renderTable(rows)
}

/** @param {ReturnType<typeof machine> & { loadAverage: { before: number, after: number } }} m */
function machineLine(m) {
  const { before, after } = m.loadAverage
  return [
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}; Node ${m.node}; ${m.chromium}`,
    `Lighthouse benchmarkIndex ${m.lighthouseBenchmarkIndex}; 1-min load average ${before.toFixed(1)} before, ${after.toFixed(1)} after`,
  ].join('\n')
}

// ---------------------------------------------------------------------------
// Main

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
  await mkdir(path.dirname(REPORT), { recursive: true })
  await writeFile(REPORT, `${JSON.stringify(report, null, 2)}\n`)

  const failed = report.budgets.filter((b) => !b.pass)
  const notes = ROUTES.filter((r) => report.routes[r].failedAudits.length).map(
    (r) => `  ${r}: ${report.routes[r].failedAudits.join(', ')}`,
  )
  console.log(`\n${machineLine(report.machine)}`)
  console.log(`Lighthouse ${RUNS} runs per route (median), mobile, simulated throttling; ${report.date}\n`)
  console.log(table(report))
  console.log(`\nBudgets: ${report.budgets.length - failed.length} pass, ${failed.length} fail`)
  if (notes.length)
    console.log(`Audits failed in at least one run (accessibility, best practices, SEO):\n${notes.join('\n')}`)
  console.log(`Report: ${path.relative(root, REPORT)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
