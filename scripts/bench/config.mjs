// Bench settings: paths, ports, routes, the load, the Studio markers and the budgets.

import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repo root, two levels above this folder (scripts/bench/). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export const PORT = Number(process.env.BENCH_PORT ?? 3200)
export const CHROME_PORT = PORT + 1
// Five runs: on two shared cores TBT and LCP swing by 2x from run to run.
export const RUNS = Number(process.env.BENCH_RUNS ?? 5)
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const ORIGIN = `http://127.0.0.1:${PORT}`
export const ROUTES = ['/', '/about', '/completion']
export const FLOOR_ROUTE = '/bench-floor'
export const STUDIO_ROUTE = '/studio/[[...tool]]'
export const LOAD = { route: '/', connections: 10, seconds: 10 }
export const REPORT = path.join(root, 'reports', 'bench.json')
export const KIB = 1024

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

/** Child processes' environment: no telemetry, and the floor route switched on. */
export const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', BENCH: '1' }

/** Budgets (docs/benchmark.md). `routes` lists where each applies. */
export const BUDGETS = [
  { key: 'performance', label: 'Performance', routes: ROUTES, text: '>= 95', pass: (v) => v >= 95 },
  { key: 'accessibility', label: 'Accessibility', routes: ROUTES, text: '= 100', pass: (v) => v === 100 },
  { key: 'bestPractices', label: 'Best practices', routes: ROUTES, text: '= 100', pass: (v) => v === 100 },
  { key: 'seo', label: 'SEO', routes: ROUTES, text: '= 100', pass: (v) => v === 100 },
  { key: 'lcpMs', label: 'LCP', routes: ROUTES, text: '<= 1.8 s', pass: (v) => v <= 1800 },
  { key: 'tbtMs', label: 'TBT', routes: ROUTES, text: '<= 150 ms', pass: (v) => v <= 150 },
  { key: 'cls', label: 'CLS', routes: ROUTES, text: '<= 0.02', pass: (v) => v <= 0.02 },
  // Why LCP is what it is (docs/benchmark.md): the simulation puts on LCP's
  // path the scripts that had arrived before LCP in the real, unthrottled load.
  { key: 'observedLcpMs', label: 'LCP, unthrottled load', routes: [], text: '' },
  { key: 'jsBeforeLcpBytes', label: 'JS arrived before it', routes: [], text: '' },
  { key: 'jsBytes', label: 'JavaScript', routes: [], text: '' },
  { key: 'jsAboveFloorBytes', label: 'JS above floor', routes: ['/'], text: '<= 30 KiB', pass: (v) => v <= 30 * KIB },
  { key: 'totalBytes', label: 'Total transfer', routes: ['/'], text: '<= 400 KiB', pass: (v) => v <= 400 * KIB },
  { key: 'studioBytes', label: 'Studio bytes', routes: ROUTES, text: '= 0', pass: (v) => v === 0 },
]
