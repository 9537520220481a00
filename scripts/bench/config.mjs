// Bench settings: paths, ports, the pages measured, the load and the Studio markers.

import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repo root, two levels above this folder (scripts/bench/). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

// Three ports from BENCH_PORT: next start, Chrome's debugging port, and none other.
export const PORT = Number(process.env.BENCH_PORT ?? 3200)
export const CHROME_PORT = PORT + 1
// Five runs of each page and method: on two shared cores TBT and LCP swing by 2x from run to run.
export const RUNS = Number(process.env.BENCH_RUNS ?? 5)
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const ORIGIN = `http://127.0.0.1:${PORT}`
// BENCH_ROUTES (comma-separated) measures fewer routes, to try a change quickly; budgets of
// routes left out are then not checked.
export const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/about', '/completion']
/** Routes marked noindex on purpose: Lighthouse's is-crawlable audit is left out of their SEO score. */
export const NOINDEX_ROUTES = ['/completion']
export const FLOOR_ROUTE = '/bench-floor'
/** A route's limit: its own HTML without scripts (app/(bench)/bench-limit/). */
export const limitOf = (route) => `/bench-limit${route === '/' ? '' : route}`
export const STUDIO_ROUTE = '/studio/[[...tool]]'
export const LOAD = { route: '/', connections: 10, seconds: 10 }
export const REPORT = path.join(root, 'reports', 'bench.json')
export const KIB = 1024

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
export const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', BENCH: '1' }
