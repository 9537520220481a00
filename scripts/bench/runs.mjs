// The schedule of Lighthouse runs (warm-up, then interleaved rounds), their medians and the race counts.

import { FLOOR_ROUTE, METHODS, NOINDEX_ROUTES, ROUTES, RUNS, limitOf } from './config.mjs'
import { lighthouseRun, summarise } from './lighthouse.mjs'

const ALL = ['performance', 'accessibility', 'best-practices', 'seo']

/** Every page measured: each route, its limit, and the floor. */
export const PAGES = [...ROUTES.flatMap((route) => [route, limitOf(route)]), FLOOR_ROUTE]

/**
 * The runs in order. Round after round, each method in turn runs every route
 * and then its limit, so that a drift of the machine's load hits both alike;
 * odd rounds swap the order of the methods and of each pair. Only a route
 * run with simulated throttling collects the categories other than
 * performance: they do not depend on throttling, and axe under a 4x CPU
 * slowdown takes long.
 */
export function schedule(runs = RUNS) {
  const out = []
  for (let round = 0; round < runs; round++) {
    const swap = round % 2 === 1
    const methods = swap ? [...METHODS].reverse() : METHODS
    for (const method of methods) {
      for (const route of ROUTES) {
        const pair = [route, limitOf(route)]
        for (const path of swap ? pair.reverse() : pair) {
          const all = ROUTES.includes(path) && method.id === 'simulate'
          out.push({ path, method: method.id, categories: all ? ALL : ['performance'] })
        }
      }
      out.push({ path: FLOOR_ROUTE, method: method.id, categories: ['performance'] })
    }
  }
  return out
}

/**
 * One unrecorded run of every page first. A fresh `next start` compiles its
 * code paths and encodes each image size on first request, costs a
 * production server has long paid; measured, they made the first run an
 * outlier. The limit route also reads its page on first request.
 */
export async function warmUp() {
  for (const path of PAGES) {
    process.stdout.write(`lighthouse warm-up ${path}\n`)
    await lighthouseRun(path, 'simulate', ['performance'])
  }
}

/** Runs the schedule: `{ [method]: { [path]: summary[] } }`. */
export async function runAll(runs = RUNS) {
  const plan = schedule(runs)
  const results = Object.fromEntries(METHODS.map((m) => [m.id, Object.fromEntries(PAGES.map((p) => [p, []]))]))
  for (const [i, run] of plan.entries()) {
    process.stdout.write(`lighthouse ${i + 1}/${plan.length} ${run.method} ${run.path}\n`)
    const lhr = await lighthouseRun(run.path, run.method, run.categories)
    results[run.method][run.path].push(summarise(lhr, { noindex: NOINDEX_ROUTES.includes(run.path) }))
  }
  return results
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Whether the LCP frame of a run was shown before the framework's scripts
 * had arrived: the race that decides simulated LCP. Lighthouse's simulation
 * keeps on LCP's path every script that had arrived (and started) before LCP
 * in the observed load, so a run whose frame came first is estimated without
 * the framework's scripts. The frame counts as first if less than half of the
 * framework's bytes had arrived by then (its tiny runtime chunk often has).
 * @param {ReturnType<typeof summarise>} run @param {Set<string>} framework the floor's script paths
 */
export function race(run, framework) {
  const ours = run.scripts.filter((s) => framework.has(s.url))
  const bytes = ours.reduce((sum, s) => sum + s.transferSize, 0)
  const before = (list) => list.filter((s) => s.endAtMs <= run.observedLcpAtMs)
  const frameworkBeforeLcpBytes = before(ours).reduce((sum, s) => sum + s.transferSize, 0)
  return {
    frameworkBeforeLcpBytes,
    jsBeforeLcpBytes: before(run.scripts).reduce((sum, s) => sum + s.transferSize, 0),
    won: frameworkBeforeLcpBytes < bytes / 2,
  }
}

/**
 * Medians of every number over a page's runs (timings vary from run to run on
 * a shared machine; bytes do not), the script list of the first run, the
 * audits failed in any run, and, given the framework's scripts, the race.
 * @param {ReturnType<typeof summarise>[]} runs @param {Set<string>} [framework]
 */
export function aggregate(runs, framework) {
  const withRace = framework ? runs.map((r) => ({ ...r, ...race(r, framework) })) : runs
  const out = { ...withRace[0] }
  for (const [key, value] of Object.entries(withRace[0])) {
    if (typeof value === 'number' || value === undefined) out[key] = median(withRace.map((r) => r[key]))
  }
  // Per run only: a median of clock times or of yes/no says nothing.
  delete out.won
  delete out.observedLcpAtMs
  out.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))]
  if (framework) out.raceWins = withRace.filter((r) => r.won).length
  out.runs = runs.length
  return out
}
