// Lighthouse: one Chrome, one run of a page with one throttling method, and the numbers of a run.

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { CHROME_PORT, CHROMIUM_PATH, phone } from './config.mjs'

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
 * One Lighthouse run with the mobile form factor and its profile (Moto
 * G Power-class screen, slow 4G), the CPU slowed to the run's phone
 * (config.mjs, `phone`: 4x until the host is measured), applied or simulated.
 * @param {string} url @param {'devtools' | 'simulate'} throttlingMethod @param {string[]} categories
 * @returns {Promise<import('lighthouse').Result>}
 */
export async function lighthouseRun(url, throttlingMethod, categories) {
  const result = await lighthouse(url, {
    port: CHROME_PORT,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: phone.slowdown },
    onlyCategories: categories,
    // The picture of the whole page is for Lighthouse's HTML report, which the bench does not write: about 2 s a
    // run (issue 53), where applied runs cannot be shorter than Lighthouse's fixed 5.25 s quiet windows allow.
    disableFullPageScreenshot: true,
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  return lhr
}

/**
 * A category's score from its audits, leaving out the ones named: Lighthouse's
 * own weighting (weighted mean of the scored audits), so that with nothing
 * left out it equals the category score.
 * @param {import('lighthouse').Result} lhr @param {string} id @param {string[]} except
 */
function scoreWithout(lhr, id, except = []) {
  const refs = (lhr.categories[id]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !except.includes(ref.id) && typeof lhr.audits[ref.id]?.score === 'number',
  )
  if (refs.length === 0) return undefined
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0)
  return Math.round((100 * refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0)) / weight)
}

/**
 * Audits that cost points in the scored categories other than performance,
 * so that a score below 100 says why.
 * @param {import('lighthouse').Result} lhr @param {string[]} except
 */
function failedAudits(lhr, except) {
  const ids = ['accessibility', 'best-practices', 'seo'].flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
  return ids
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id)
    .filter((id) => !except.includes(id))
}

/** A task's script as the report names it: its path, or what Lighthouse called it ("Unattributable"). */
function shortUrl(url) {
  try {
    return new URL(url).pathname
  } catch {
    return String(url ?? 'unknown')
  }
}

/**
 * The numbers the bench keeps from one Lighthouse result. Every request
 * carries its end time on the clock of the observed (unthrottled in
 * `simulate`) load, so that the race between the LCP frame and the scripts
 * can be read off it.
 * @param {import('lighthouse').Result} lhr @param {{ noindex: boolean }} options
 */
export function summarise(lhr, { noindex }) {
  // A category Lighthouse could not score in a run (a metric it failed to compute) has a null
  // score: left out of the medians, not counted as 0.
  const score = (id) =>
    typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : undefined
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN
  const network = lhr.audits['network-requests']?.details
  const startMs = (network?.debugData?.networkStartTimeTs ?? NaN) / 1000
  const requests = network?.items ?? []
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  // The hero's picture (hero-mobile.jpg in the starter content): how long its own download took, request to last
  // byte, so that a change that frees the connection for it shows beside the limit's (issue 53).
  const hero = requests.find((r) => r.resourceType === 'Image' && /hero/i.test(r.url))
  // Lighthouse fails is-crawlable on any noindex page; such a route is noindex on purpose.
  const except = noindex ? ['is-crawlable'] : []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: lhr.categories.seo ? scoreWithout(lhr, 'seo', except) : undefined,
    crawlable: lhr.audits['is-crawlable']?.score ?? undefined,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    // How soon the screen looks finished: the spinner's overlay counts as not yet.
    siMs: numeric('speed-index'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    observedFcpMs: observed.observedFirstContentfulPaint ?? NaN,
    observedLcpMs: observed.observedLargestContentfulPaint ?? NaN,
    // On the same clock as the requests' end times (milliseconds, absolute).
    observedLcpAtMs: (observed.observedLargestContentfulPaintTs ?? NaN) / 1000,
    heroDownloadMs: hero ? (hero.networkEndTime ?? NaN) - (hero.networkRequestTime ?? NaN) : undefined,
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts: scripts.map((r) => ({
      url: new URL(r.url).pathname,
      transferSize: r.transferSize ?? 0,
      endAtMs: startMs + (r.networkEndTime ?? Infinity),
    })),
    failedAudits: failedAudits(lhr, except),
    // The main thread's tasks over 50 ms, longest first, by the script Lighthouse blames (issue 63: what TBT is made of).
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .map((task) => ({ url: shortUrl(task.url), ms: Math.round(task.duration), atMs: Math.round(task.startTime) }))
      .sort((a, b) => b.ms - a.ms),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
  }
}
