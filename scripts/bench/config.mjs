// Bench settings: paths, ports, the two builds, the pages measured, the load and the Studio markers.

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { median } from './stats.mjs'

/** The repo root, two levels above this folder (scripts/bench/). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

// Three ports from BENCH_PORT: the site as it ships, Chrome's debugging port, the site with the loader off.
export const PORT = Number(process.env.BENCH_PORT ?? 3200)
export const CHROME_PORT = PORT + 1
// Five runs of each page and method: on two shared cores TBT and LCP swing by 2x from run to run.
export const RUNS = Number(process.env.BENCH_RUNS ?? 5)
// Simulated throttling gates nothing that varies (the categories, the bytes): two rounds, within the 30 minutes.
export const SIMULATED_RUNS = Math.min(RUNS, Number(process.env.BENCH_SIMULATED_RUNS ?? 2))
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** `--route /about` (repeatable), or BENCH_ROUTES=/,/about: fewer routes, to try a change quickly. */
function chosenRoutes(argv = process.argv) {
  const given = argv.flatMap((arg, i) =>
    arg === '--route' ? [argv[i + 1]] : arg.startsWith('--route=') ? [arg.slice(8)] : [],
  )
  return given.length ? given.filter(Boolean) : process.env.BENCH_ROUTES?.split(',')
}

// Fewer routes measure faster; budgets of routes left out are then not checked.
export const ROUTES = chosenRoutes() ?? ['/', '/about', '/completion', '/es', '/es/about', '/es/completion']
/** Routes marked noindex on purpose: Lighthouse's is-crawlable audit is left out of their SEO score. */
export const NOINDEX_ROUTES = ['/completion', '/es/completion']
export const FLOOR_ROUTE = '/bench-floor'
/** A route's limit: its own HTML without scripts (app/(bench)/bench-limit/). */
export const limitOf = (route) => `/bench-limit${route === '/' ? '' : route}`
export const STUDIO_ROUTE = '/studio/[[...tool]]'
export const REPORT = path.join(root, 'reports', 'bench.json')
/** Each phase's results as it finishes, so that a run that dies keeps what it measured. */
export const PARTIAL_REPORT = path.join(root, 'reports', 'bench.partial.json')
export const KIB = 1024

/**
 * The two builds of one commit (docs/benchmark.md, "The loader, on and off"):
 * the site as it ships, with the owner's spinner on (the default), and the
 * same code built on the starter content with the switch turned off, as a
 * publish from the Studio would leave it. Each has its own folder, so that
 * neither touches the `.next` that `npm run build` and the browser tests use.
 */
export const BUILDS = {
  on: { distDir: '.next-bench', port: PORT, env: {} },
  off: { distDir: '.next-bench-off', port: PORT + 2, env: { BENCH_PAGE_LOADER: 'off' } },
}
export const originOf = (state) => `http://127.0.0.1:${BUILDS[state].port}`

/**
 * Every page measured, by key: each route with the loader on and off, its
 * limit (the loader-off page without scripts, so that the reference has no
 * overlay either), and the framework floor. Limit and floor come from the
 * loader-off build; the floor renders no layout, so it is the same in both.
 * @typedef {{ key: string, state: 'on' | 'off', path: string, route?: string, kind: 'on' | 'off' | 'limit' | 'floor' }} Page
 * @returns {Page[]}
 */
export function pagesOf(routes = ROUTES) {
  return [
    ...routes.flatMap((route) => [
      { key: `on:${route}`, state: 'on', path: route, route, kind: 'on' },
      { key: `off:${route}`, state: 'off', path: route, route, kind: 'off' },
      { key: `limit:${route}`, state: 'off', path: limitOf(route), route, kind: 'limit' },
    ]),
    { key: 'floor', state: 'off', path: FLOOR_ROUTE, kind: 'floor' },
  ]
}
export const PAGES = pagesOf()
export const pageUrl = (page) => `${originOf(page.state)}${page.path}`

/**
 * A run counts only if the pages without scripts kept their applied TBT at
 * or under this median: they run no script, so blocking time beyond their
 * own style and layout is the host's, not the site's. Otherwise the bench
 * runs Lighthouse once more, and marks the run noisy if the host is still busy.
 * The 30 ms were set at a 4x slowdown; their own layout grows with the
 * slowdown (at 5.84x it made tasks over 50 ms on a quiet host), so the limit
 * grows with it, and never falls under 30 ms.
 */
export const QUIET_LIMIT_TBT_MS = 30
/** @param {number} slowdown */
export function quietLimitFor(slowdown) {
  return Math.round(QUIET_LIMIT_TBT_MS * Math.max(1, slowdown / 4))
}

/**
 * The server under load: `/` of the shipped build at 50 connections, beside,
 * in the same run, the page's own bytes served as a static file of the same
 * server (its twin, the budget's reference: what is left between the two is
 * Next's page path: routing, its cache, the ETag; both pay the same gzip of
 * the same bytes on every request), a small file of public/ (the page's own
 * phone photo, 45 KB, sent as stored: how fast this server sends any file) and
 * the framework floor (a prerendered page of 7 KB). Issue 40 measured its
 * static file at 513 requests per second beside `/` at 226: the page's size,
 * not the photo's (about 1,500 here).
 */
export const LOAD = {
  connections: 50,
  seconds: 10,
  route: '/',
  staticFile: '/starter/hero-mobile.jpg',
  twin: '/_next/static/bench/index.html',
  floor: FLOOR_ROUTE,
}
/** Where the twin is written, in the shipped build's folder, from the page `next build` prerendered. */
export const TWIN = {
  from: path.join(root, BUILDS.on.distDir, 'server', 'app', 'index.html'),
  to: path.join(root, BUILDS.on.distDir, 'static', 'bench', 'index.html'),
}

/**
 * The same phone on every host (issue 63): Lighthouse's default 4x CPU slowdown is a phone a quarter as fast as the
 * machine, so a faster host emulated a faster phone. The slowdown is the host's benchmarkIndex (measured at the start
 * of each run) divided by this: 4x of a desktop near 1,920, as Lighthouse's default was calibrated. A host under
 * MIN_BENCHMARK_INDEX cannot be slowed to that phone and is refused.
 */
export const PHONE_BENCHMARK_INDEX = 480
export const MIN_BENCHMARK_INDEX = 1000
/**
 * One Lighthouse run's benchmarkIndex is a noisy sample on a shared VM: within one run of this host they spanned
 * 1,482–2,830, so one sample could set a phone 1.5x too slow. The index is the median of this many warm-up runs.
 */
export const INDEX_SAMPLES = 5
/** The phone of this run: set once the host's index is measured (`phoneFor`, in main.mjs). */
export const phone = {
  benchmarkIndex: /** @type {number | null} */ (null),
  samples: /** @type {number[]} */ ([]),
  slowdown: 4,
  quietLimitMs: QUIET_LIMIT_TBT_MS,
}
/** The run's phone from the host's benchmarkIndex samples: their median sets the slowdown and the host gate. */
export function phoneFor(/** @type {number[]} */ samples) {
  const benchmarkIndex = median(samples) ?? NaN
  const slowdown = slowdownFor(benchmarkIndex)
  return { benchmarkIndex, samples, slowdown, quietLimitMs: quietLimitFor(slowdown) }
}
/** @param {number} benchmarkIndex */
export function slowdownFor(benchmarkIndex) {
  if (!(benchmarkIndex >= MIN_BENCHMARK_INDEX)) {
    throw new Error(
      `this host's benchmarkIndex is ${benchmarkIndex}, under ${MIN_BENCHMARK_INDEX}: too slow to emulate the bench's phone`,
    )
  }
  return Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100
}

/** A confirming pass: a timing budget that fails on a quiet run is measured again, this many rounds of its route alone. */
export const CONFIRM_RUNS = Number(process.env.BENCH_CONFIRM_RUNS ?? 5)

/**
 * Lighthouse's two throttling methods, both on the mobile slow-4G profile
 * with a 4x CPU slowdown: `devtools` applies it to a real load, `simulate`
 * loads at full speed and estimates the throttled timings from that load.
 */
export const METHODS = [
  { id: 'devtools', label: 'applied' },
  { id: 'simulate', label: 'simulated' },
]

// Strings that only the Studio's code carries (the `sanity` package, its UI
// kit and styled-components). Each is checked against the Studio's own chunks
// first, so a marker that no longer occurs after an upgrade is reported
// instead of silently passing.
export const STUDIO_MARKERS = [
  'sanity/structure',
  '@sanity/ui',
  'SANITY_STUDIO',
  'styled-components',
  'data-sanity-core',
]

/** Child processes' environment: no telemetry, and the floor and limit routes switched on. */
export const childEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  BENCH: '1',
  SCHEDULER: 'off',
}

/** A build's environment: its own folder, and the loader switch of its state. */
export const buildEnv = (state) => ({ ...childEnv, NEXT_DIST_DIR: BUILDS[state].distDir, ...BUILDS[state].env })
