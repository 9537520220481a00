// The schedule of Lighthouse runs: a warm-up, then interleaved rounds.

import { INDEX_SAMPLES, METHODS, NOINDEX_ROUTES, PAGES, SIMULATED_RUNS, pageUrl } from './config.mjs'
import { warmServers } from './browser.mjs'
import { lighthouseRun, summarise } from './lighthouse.mjs'

const ALL = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * The runs in order. Round after round, each method in turn runs each route
 * with the loader on, with it off and its limit, then the floor, so that a
 * drift of the machine's load hits them alike; each round rotates the order
 * of the three, and odd rounds swap the order of the methods. Only a route
 * (either state) run with simulated throttling collects the categories other
 * than performance: they do not depend on throttling, and axe under a 4x CPU
 * slowdown takes long. Simulated throttling runs in the first `simulatedRuns`
 * rounds only: its figures (the categories, the bytes, a simulated score
 * that gates nothing) barely move from run to run, and six routes in both
 * methods five times would not fit the bench's 30 minutes (issue 53).
 * @param {number} runs @param {import('./config.mjs').Page[]} pages @param {number} simulatedRuns
 */
export function schedule(runs, pages = PAGES, simulatedRuns = SIMULATED_RUNS) {
  const out = []
  const routes = [...new Set(pages.filter((p) => p.route).map((p) => p.route))]
  for (let round = 0; round < runs; round++) {
    const ordered = round % 2 === 1 ? [...METHODS].reverse() : METHODS
    const methods = ordered.filter((method) => method.id !== 'simulate' || round < simulatedRuns)
    for (const method of methods) {
      for (const route of routes) {
        const trio = pages.filter((p) => p.route === route)
        const rotated = [...trio.slice(round % trio.length), ...trio.slice(0, round % trio.length)]
        for (const page of rotated) {
          const all = page.kind !== 'limit' && method.id === 'simulate'
          out.push({ page, method: method.id, categories: all ? ALL : ['performance'] })
        }
      }
      for (const page of pages.filter((p) => p.kind === 'floor'))
        out.push({ page, method: method.id, categories: ['performance'] })
    }
  }
  return out
}

/**
 * Nothing recorded until the servers and Lighthouse are warm. A fresh `next start` compiles its code paths and
 * encodes each picture's size on first request, costs a production server has long paid (measured, they made the
 * first run an outlier; the limit route also reads its page on first request): one plain load of every page pays
 * them. Then unrecorded Lighthouse runs, for Lighthouse's own first-run costs; each reports the host's benchmarkIndex,
 * whose median sets the run's phone (`phoneFor` in config.mjs), so the warm-up returns those samples.
 */
export async function warmUp(pages = PAGES, samples = INDEX_SAMPLES) {
  await warmServers(pages.map(pageUrl))
  const floor = pages.find((p) => p.kind === 'floor') ?? pages[0]
  const indices = []
  for (let i = 1; i <= samples; i++) {
    process.stdout.write(`lighthouse warm-up ${i}/${samples} ${floor.key}\n`)
    const lhr = await lighthouseRun(pageUrl(floor), 'simulate', ['performance'])
    indices.push(lhr.environment?.benchmarkIndex)
  }
  return indices
}

/** Runs the schedule: `{ [method]: { [page key]: summary[] } }`. */
export async function runAll(runs, pages = PAGES, simulatedRuns = SIMULATED_RUNS) {
  const plan = schedule(runs, pages, simulatedRuns)
  const results = Object.fromEntries(METHODS.map((m) => [m.id, Object.fromEntries(pages.map((p) => [p.key, []]))]))
  for (const [i, { page, method, categories }] of plan.entries()) {
    process.stdout.write(`lighthouse ${i + 1}/${plan.length} ${method} ${page.key}\n`)
    const lhr = await lighthouseRun(pageUrl(page), method, categories)
    const noindex = NOINDEX_ROUTES.includes(page.route ?? '') && page.kind !== 'limit'
    results[method][page.key].push(summarise(lhr, { noindex }))
  }
  return results
}
