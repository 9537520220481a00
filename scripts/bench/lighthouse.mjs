// Lighthouse: one Chrome, runs per route, the numbers of each run and their medians.

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_PORT, CHROMIUM_PATH, ORIGIN } from './config.mjs'

/** One Chrome for all runs: Lighthouse clears the origin's cache and storage before each run. */
export function launchChrome() {
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
export async function lighthouseRun(route) {
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
export function medianOf(runs) {
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
export async function measureRoute(route, runs) {
  const results = []
  for (let i = 0; i < runs; i++) {
    process.stdout.write(`lighthouse ${route} run ${i + 1}/${runs}\n`)
    results.push({ lhr: await lighthouseRun(route) })
  }
  const summaries = results.map(({ lhr }) => summarise(lhr))
  return { median: medianOf(summaries), runs: summaries, environment: results[0].lhr.environment }
}
