// What a family sees and feels, in a throttled phone: when the loader's overlay is gone, and how soon the
// page answers the first touch of each form, the menu, an FAQ answer and the ZIP check (Event Timing).

import { chromium } from '@playwright/test'
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { CHROMIUM_PATH, ROUTES, originOf, phone as PHONE } from './config.mjs'
import { resilientRuns } from './resilient-runs.mjs'

/** Lighthouse's own mobile network profile, so that these runs see what its applied runs see. */
const PROFILE = throttling.mobileSlow4G
const SCREEN = screenEmulationMetrics.mobile
/** Event Timing reports an interaction after the paint that follows it; a throttled page needs a moment. */
const SETTLE_MS = 1500
/** Event Timing's smallest threshold: a shorter interaction is not reported at all, so it counts as this. */
const UNREPORTED_MS = 16

/**
 * Installed in every page before its own scripts: records each interaction's
 * Event Timing entries (input to the next paint, rounded to 8 ms by the
 * browser) and the moment the loader's overlay finished fading (its opacity
 * transition, or the CSS fallback's animation).
 */
function observe() {
  const bench = { events: [], overlayGoneAt: null }
  Object.assign(window, { __bench: bench })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        bench.events.push({ id: entry.interactionId, name: entry.name, startTime: entry.startTime, ms: entry.duration })
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
  const gone = (event) => {
    if (event.target instanceof Element && event.target.matches('[data-page-loader]'))
      bench.overlayGoneAt ??= event.timeStamp
  }
  document.addEventListener('transitionend', (event) => event.propertyName === 'opacity' && gone(event), true)
  document.addEventListener('animationend', (event) => /failsafe/.test(event.animationName) && gone(event), true)
}

/** Lighthouse's mobile screen and user agent, for the phone visits and the warm-up alike. */
const MOBILE = {
  viewport: { width: SCREEN.width, height: SCREEN.height },
  deviceScaleFactor: SCREEN.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
}

/** A fresh phone (empty cache), throttled as Lighthouse's applied runs are. */
async function phone(browser) {
  const context = await browser.newContext({
    ...MOBILE,
    // What a visitor who has not asked for less motion sees: the overlay, fading.
    reducedMotion: 'no-preference',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.requestLatencyMs,
    downloadThroughput: Math.floor((PROFILE.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((PROFILE.uploadThroughputKbps * 1024) / 8),
  })
  // The run's phone (config.mjs): the host's benchmarkIndex / 480, as Lighthouse's runs.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.slowdown })
  await page.addInitScript(observe)
  // Scripts on their way: a key pressed while any is in flight lands before the code it may need.
  const inFlight = new Set()
  page.on('request', (r) => r.resourceType() === 'script' && inFlight.add(r))
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (r) => inFlight.delete(r))
  return { context, page, scriptsLoading: () => inFlight.size > 0 }
}

/**
 * Interactions done in a row by `act`, each from its input to the next
 * paint: Event Timing groups the entries of one interaction (a press is
 * pointerdown, pointerup and click; a key is keydown and keyup) under one id,
 * and the longest entry is the interaction's time. `names` name the presses
 * and the keys in the order `act` does them (`{ press: [...], key: [...] }`).
 */
async function timed(page, names, act, extra = {}) {
  const since = await page.evaluate(() => performance.now())
  await act()
  await page.waitForTimeout(SETTLE_MS)
  const groups = await page.evaluate((from) => {
    const byId = new Map()
    for (const e of window.__bench.events.filter((entry) => entry.startTime >= from)) {
      const group = byId.get(e.id) ?? { startTime: e.startTime, ms: 0, key: false }
      group.ms = Math.max(group.ms, e.ms)
      group.key ||= e.name.startsWith('key')
      byId.set(e.id, group)
    }
    return [...byId.values()].sort((a, b) => a.startTime - b.startTime)
  }, since)
  return ['press', 'key'].flatMap((kind) =>
    (names[kind] ?? []).map((name, i) => {
      const group = groups.filter((g) => g.key === (kind === 'key'))[i]
      return { name, ms: group?.ms ?? UNREPORTED_MS, reported: Boolean(group), ...(extra[name] ?? {}) }
    }),
  )
}

/** The first touch of everything interactive on the home page, in the order a family might go. */
async function homeInteractions({ page, scriptsLoading }) {
  const out = []
  await page.locator('#service-area-zip').fill('30097')
  const check = page.locator('form[action="/api/service-area"] button')
  out.push(...(await timed(page, { press: ['ZIP check: Check'] }, () => check.click())))
  const menu = page.locator('button[aria-controls="mobile-menu"]')
  out.push(...(await timed(page, { press: ['Menu: open'] }, () => menu.click())))
  await page.keyboard.press('Escape')
  // The message form's sending code is fetched on its first touch: the key arrives while it loads.
  const loading = {}
  const firstKey = async (name) => {
    loading[name] = { whileLoading: scriptsLoading() }
    await page.keyboard.press('J')
  }
  const message = { press: ['Message form: first tap'], key: ['Message form: first key'] }
  const messageAct = async () => {
    await page.locator('#contact-name').click()
    await firstKey(message.key[0])
  }
  out.push(...(await timed(page, message, messageAct, loading)))
  // The consultation form's code is fetched when its tab is chosen: tab, field and key in a row.
  const consultation = {
    press: ['Consultation: tab', 'Consultation: first tap'],
    key: ['Consultation: first key, its code loading'],
  }
  const consultationAct = async () => {
    await page.locator('#contact-tab-consultation').click()
    await page.locator('#consultation-name').click()
    await firstKey(consultation.key[0])
  }
  out.push(...(await timed(page, consultation, consultationAct, loading)))
  await page.locator('#consultation-phone').fill('7705550142')
  await page.locator('#consultation-zip').fill('30097')
  await page.locator('#consultation-care-for').selectOption('parent')
  await page.locator('#consultation-how-soon').selectOption('asap')
  await page.waitForLoadState('networkidle')
  const checkbox = page.locator('label[for="consultation-services-0"]')
  out.push(...(await timed(page, { press: ['Consultation: a checkbox'] }, () => checkbox.click())))
  // "Continue" or "Continuar": the step's submit button, in either language.
  const next = page.locator('#contact form[aria-labelledby="consultation-heading"] button[type="submit"]')
  out.push(...(await timed(page, { press: ['Consultation: Continue'] }, () => next.click())))
  return out
}

/**
 * An FAQ answer, the cost estimate, then the caregiver application, as the home page's consultation form (while
 * the owner is hiring).
 */
async function aboutInteractions({ page, scriptsLoading }) {
  const question = page.locator('#faq summary').first()
  const out = await timed(page, { press: ['FAQ: open an answer'] }, () => question.click())
  // The cost estimate: its script arrives as the section comes near; then a tap in the hours and a key.
  if ((await page.locator('#estimate-hours').count()) > 0) {
    await page.locator('#costs output').scrollIntoViewIfNeeded()
    await page.locator('#estimate-hours').waitFor({ state: 'visible', timeout: 30_000 })
    const estimate = { press: ['Estimate: tap the hours'], key: ['Estimate: first key'] }
    out.push(
      ...(await timed(page, estimate, async () => {
        await page.locator('#estimate-hours').click()
        await page.keyboard.press('5')
      })),
    )
  }
  if ((await page.locator('#application-name').count()) === 0) return out
  // The application's code is fetched on the form's first touch (form-gate.ts): tap and key in a row.
  const application = { press: ['Application: first tap'], key: ['Application: first key, its code loading'] }
  const loading = {}
  const applicationAct = async () => {
    await page.locator('#application-name').click()
    loading[application.key[0]] = { whileLoading: scriptsLoading() }
    await page.keyboard.press('K')
  }
  out.push(...(await timed(page, application, applicationAct, loading)))
  // Step 1 complete, so that Continue shows step 2.
  await page.locator('#application-name').fill('Keisha Brown')
  await page.locator('#application-phone').fill('4045550123')
  await page.locator('#application-zip').fill('30004')
  await page.locator('#application-experience').selectOption('threeToFive')
  await page.locator('#application-consent').check()
  await page.waitForLoadState('networkidle')
  const shift = page.locator('label[for="application-shifts-0"]')
  out.push(...(await timed(page, { press: ['Application: a checkbox'] }, () => shift.click())))
  const next = page.locator('#careers form button[type="submit"]')
  out.push(...(await timed(page, { press: ['Application: Continue'] }, () => next.click())))
  return out
}

const INTERACTIONS = {
  '/': homeInteractions,
  '/about': aboutInteractions,
  '/es': homeInteractions,
  '/es/about': aboutInteractions,
}

/**
 * One cold, throttled visit of a route with the loader on (the site as it
 * ships): the load event, when the overlay was gone, then the route's
 * interactions once it has settled.
 */
async function visit(browser, route) {
  const phoneSession = await phone(browser)
  const { context, page } = phoneSession
  try {
    await page.goto(`${originOf('on')}${route}`, { waitUntil: 'load', timeout: 90_000 })
    await page.waitForFunction(() => window.__bench.overlayGoneAt !== null, null, { timeout: 15_000, polling: 250 })
    const { loadMs, goneMs } = await page.evaluate(() => ({
      loadMs: performance.getEntriesByType('navigation')[0].loadEventStart,
      goneMs: window.__bench.overlayGoneAt,
    }))
    const interactions = INTERACTIONS[route] ? await INTERACTIONS[route](phoneSession) : []
    return { route, loadMs, overlayGoneMs: goneMs, overlayAfterLoadMs: goneMs - loadMs, interactions }
  } finally {
    await context.close()
  }
}

/**
 * `runs` rounds of a visit to every route: `{ visits: { [route]: visit[] }, restarts }`. A browser that dies
 * under a visit is replaced and the visit made once more (./resilient-runs.mjs); the restarts are reported.
 */
const launch = () =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  })

/**
 * One unthrottled load of each URL on Lighthouse's mobile screen, its pictures included: what a fresh `next start`
 * pays once (compiling its code paths, encoding each picture's size) is paid before any run is recorded. About a
 * second a page, where a Lighthouse run as warm-up took eight (issue 53: 19 pages).
 * @param {string[]} urls
 */
export async function warmServers(urls) {
  const browser = await launch()
  try {
    const page = await (await browser.newContext(MOBILE)).newPage()
    for (const url of urls) {
      process.stdout.write(`warm-up ${url}\n`)
      await page.goto(url, { waitUntil: 'networkidle' })
    }
  } finally {
    await browser.close()
  }
}

export async function browserRuns(runs, routes = ROUTES) {
  let round = 0
  return resilientRuns({
    launch,
    runs,
    routes,
    log: (line) => process.stdout.write(line),
    visit: (browser, route) => {
      if (route === routes[0]) round += 1
      process.stdout.write(`phone ${Math.min(round, runs)}/${runs} ${route}: loader and first interactions\n`)
      return visit(browser, route)
    },
  })
}
