// Budgets (issue 40, docs/benchmark.md): each checked on its pages, as `{ page, metric, rule, limit, value, pass }`.
// Pure: the measured numbers and the routes go in, the verdicts come out (tested in budgets.test.ts beside it).

export const KIB = 1024
/** The slowest first interaction a family may feel, input to the next paint. */
export const INTERACTION_MS = 200
/** The overlay is gone this soon after the load event, at the latest. */
export const OVERLAY_AFTER_LOAD_MS = 1100
export const SERVER_RATIO = 0.6
/** TBT within this factor of the framework floor's, in the same run (issue 63). */
export const TBT_RATIO = 1.3
/** Raw HTML within this factor of the route's own page without scripts (issue 63). */
export const HTML_RATIO = 2.6

/**
 * @typedef {'on' | 'off' | 'limit'} State
 * @typedef {{ results: Record<string, Record<string, Record<string, any>>>, routes: Record<string, Record<string, any>>, html: Record<string, Record<string, number>>, phone: Record<string, Record<string, any>>, load: Record<string, any> }} Measured
 * @typedef {{ id: string, states: State[], routes?: string[], rule: '<=' | '>=' | '<' | '=', text: string, value: (m: Measured, route: string, state: State) => number | undefined, limit: (m: Measured, route: string) => number }} Budget
 */

const applied = (key) => (m, route, state) => m.results.devtools[`${state}:${route}`]?.[key]
const simulated = (key) => (m, route, state) => m.results.simulate[`${state}:${route}`]?.[key]

/** With the loader off, a timing within `factor` times the same metric of the route's limit, in the same run. */
const ratio = (key, factor) => ({
  id: `${key}.devtools`,
  states: ['off'],
  rule: '<=',
  text: `<= ${factor} x limit`,
  value: applied(key),
  limit: (m, route) => factor * m.results.devtools[`limit:${route}`]?.[key],
})

const constant = (id, states, rule, text, limit, value, routes) => ({
  id,
  states,
  routes,
  rule,
  text,
  value,
  limit: () => limit,
})

/** @type {Budget[]} */
export const BUDGETS = [
  ratio('fcpMs', 1.08),
  // 1.10, not 1.08: three quiet runs measured / at 1.06, 1.07 and 1.09 (issue 53); the goal stays 1.05, and the
  // report shows the hero's own download time beside the limit's.
  ratio('lcpMs', 1.1),
  ratio('siMs', 1.15),
  constant(
    'overlayAfterLoadMs',
    ['on'],
    '<=',
    `<= ${OVERLAY_AFTER_LOAD_MS} ms`,
    OVERLAY_AFTER_LOAD_MS,
    (m, r) => m.phone[r]?.overlayAfterLoadMs,
  ),
  // Main-thread time as a ratio (issue 63): the floor's grows with the phone's slowness as the route's does; a fixed
  // margin did not. Goal 1.15 x.
  {
    id: 'tbtMs.devtools',
    states: ['on', 'off'],
    rule: '<=',
    text: `<= ${TBT_RATIO} x floor`,
    value: applied('tbtMs'),
    limit: (m) => TBT_RATIO * m.results.devtools.floor?.tbtMs,
  },
  constant('cls.devtools', ['on', 'off'], '<=', '<= 0.02', 0.02, applied('cls')),
  constant('performance.devtools', ['off'], '>=', '>= 95', 95, applied('performance')),
  constant('accessibility', ['on', 'off'], '=', '= 100', 100, simulated('accessibility')),
  constant('bestPractices', ['on', 'off'], '=', '= 100', 100, simulated('bestPractices')),
  constant('seo', ['on', 'off'], '=', '= 100 (1)', 100, simulated('seo')),
  constant(
    'jsAboveFloorBytes',
    ['on', 'off'],
    '<=',
    '<= 20 KiB',
    20 * KIB,
    (m, r, s) => m.routes[`${s}:${r}`]?.jsAboveFloorBytes,
  ),
  constant('totalBytes', ['on', 'off'], '<=', '<= 300 KiB', 300 * KIB, simulated('totalBytes')),
  // Raw HTML as the framework's tax (issue 63): the route's document within HTML_RATIO times its own page without
  // scripts, in the same run. 2.35 x once a Next.js release stops repeating the inlined stylesheet in React's
  // payload (vercel/next.js#95141): the report counts the copies.
  {
    id: 'htmlBytes',
    states: ['on', 'off'],
    rule: '<=',
    text: `<= ${HTML_RATIO} x limit`,
    value: (m, r, s) => m.html[`${s}:${r}`]?.htmlBytes,
    limit: (m, r) => HTML_RATIO * m.html[`limit:${r}`]?.htmlBytes,
  },
  // The wire read in brotli (issue 63): what Vercel, Cloudflare or a proxy send the 97 % of browsers that accept it.
  // Gzip, which bare `next start` sends, is reported beside it.
  constant(
    'htmlBrotliBytes',
    ['on', 'off'],
    '<=',
    '<= 32 KB',
    32_000,
    (m, r, s) => m.html[`${s}:${r}`]?.htmlBrotliBytes,
  ),
  constant(
    'htmlBrotliBytes',
    ['on', 'off'],
    '<',
    '< 12 KB',
    12_000,
    (m, r, s) => m.html[`${s}:${r}`]?.htmlBrotliBytes,
    ['/completion', '/es/completion'],
  ),
  constant('studioBytes', ['on', 'off'], '=', '= 0', 0, (m, r, s) => m.routes[`${s}:${r}`]?.studioBytes),
  constant('routeToStatic', ['on'], '>=', `>= ${SERVER_RATIO} x its twin`, SERVER_RATIO, (m) => m.load?.routeToStatic, [
    '/',
  ]),
]

const RULES = { '<=': (v, l) => v <= l, '>=': (v, l) => v >= l, '<': (v, l) => v < l, '=': (v, l) => v === l }

/** One verdict: a value that is missing (no run produced the metric) fails. */
function verdict(page, metric, rule, limit, value) {
  const pass = typeof value === 'number' && !Number.isNaN(limit) && RULES[rule](value, limit)
  return { page, metric, rule, limit, value: value ?? null, pass }
}

/**
 * Every budget on every measured route and state it applies to, then each
 * first interaction measured on a phone (median of the runs) within
 * INTERACTION_MS.
 * @param {Measured} measured @param {string[]} routes the routes measured
 */
export function checkBudgets(measured, routes) {
  const fixed = BUDGETS.flatMap((budget) =>
    (budget.routes ?? routes)
      .filter((route) => routes.includes(route))
      .flatMap((route) =>
        budget.states.map((state) =>
          verdict(
            `${state}:${route}`,
            budget.id,
            budget.rule,
            budget.limit(measured, route),
            budget.value(measured, route, state),
          ),
        ),
      ),
  )
  const interactions = routes.flatMap((route) =>
    Object.entries(measured.phone[route]?.interactions ?? {}).map(([name, { ms }]) =>
      verdict(`on:${route}`, `interaction: ${name}`, '<=', INTERACTION_MS, ms),
    ),
  )
  return [...fixed, ...interactions]
}

/**
 * The budgets: a timing budget that failed in the full run as its confirming pass judged it (issue 63: "a gate that
 * fails … is measured once more"). One that passed stays passed: the pass re-measures what failed, not the rest.
 */
export function finalBudgets(measured, routes) {
  const confirm = measured.confirm ?? {}
  return checkBudgets(measured, routes).map((verdict) => {
    if (verdict.pass) return verdict
    const again = confirm[verdict.page.slice(verdict.page.indexOf(':') + 1)]?.budgets.find(
      (b) => b.page === verdict.page && b.metric === verdict.metric,
    )
    return again ?? verdict
  })
}
