// Budgets (issue 25, docs/benchmark.md): each checked on its routes, as `{ route, metric, rule, limit, value, pass }`.

import { FLOOR_ROUTE, KIB, ROUTES, RUNS, limitOf } from './config.mjs'

/** The share of simulated runs in which the LCP frame must win the race (4 of 5). */
const RACE_SHARE = 0.8

/**
 * @typedef {{ results: Record<string, Record<string, Record<string, any>>>, routes: Record<string, Record<string, any>>, html: Record<string, Record<string, number>> }} Measured
 * @typedef {{ id: string, routes: string[], rule: '<=' | '>=' | '<' | '=', text: string, value: (m: Measured, route: string) => number | undefined, limit: (m: Measured, route: string) => number }} Budget
 */

/** A timing within `factor` times the same metric of the route's limit, in the same run. */
const ratio = (key, method, factor) => ({
  id: `${key}.${method}`,
  routes: ROUTES,
  rule: '<=',
  text: `<= ${factor} x limit`,
  value: (m, route) => m.results[method][route]?.[key],
  limit: (m, route) => factor * m.results[method][limitOf(route)]?.[key],
})

const perMethod = (key, rule, text, limit) =>
  ['devtools', 'simulate'].map((method) => ({
    id: `${key}.${method}`,
    routes: ROUTES,
    rule,
    text,
    value: (m, route) => m.results[method][route]?.[key],
    limit: (m) => limit(m, method),
  }))

const constant = (id, routes, rule, text, limit, value) => ({ id, routes, rule, text, value, limit: () => limit })

/** @type {Budget[]} */
export const BUDGETS = [
  ratio('fcpMs', 'devtools', 1.08),
  ratio('lcpMs', 'devtools', 1.08),
  ratio('lcpMs', 'simulate', 1.25),
  {
    id: 'raceWins.simulate',
    routes: ROUTES,
    rule: '>=',
    text: `>= ${Math.ceil(RACE_SHARE * RUNS)} of ${RUNS}`,
    value: (m, route) => m.results.simulate[route]?.raceWins,
    limit: (m, route) => Math.ceil(RACE_SHARE * (m.results.simulate[route]?.runs ?? RUNS)),
  },
  ...perMethod('tbtMs', '<=', '<= floor + 50 ms', (m, method) => m.results[method][FLOOR_ROUTE].tbtMs + 50),
  ...perMethod('cls', '<=', '<= 0.02', () => 0.02),
  ...perMethod('performance', '>=', '>= 95', () => 95),
  constant('accessibility', ROUTES, '=', '= 100', 100, (m, r) => m.results.simulate[r]?.accessibility),
  constant('bestPractices', ROUTES, '=', '= 100', 100, (m, r) => m.results.simulate[r]?.bestPractices),
  constant('seo', ROUTES, '=', '= 100 (1)', 100, (m, r) => m.results.simulate[r]?.seo),
  constant('jsAboveFloorBytes', ['/'], '<=', '<= 20 KiB', 20 * KIB, (m, r) => m.routes[r].jsAboveFloorBytes),
  constant('totalBytes', ['/'], '<=', '<= 300 KiB', 300 * KIB, (m, r) => m.results.simulate[r]?.totalBytes),
  constant('htmlCompressedBytes', ['/completion'], '<', '< 12 KB', 12_000, (m, r) => m.html[r].htmlCompressedBytes),
  constant('studioBytes', ROUTES, '=', '= 0', 0, (m, r) => m.routes[r].studioBytes),
]

const RULES = { '<=': (v, l) => v <= l, '>=': (v, l) => v >= l, '<': (v, l) => v < l, '=': (v, l) => v === l }

/**
 * Every budget on every measured route it applies to. A value that is missing
 * (no run produced the metric) fails.
 * @param {Measured} measured
 */
export function checkBudgets(measured) {
  return BUDGETS.flatMap((budget) =>
    budget.routes
      .filter((route) => ROUTES.includes(route))
      .map((route) => {
        const value = budget.value(measured, route)
        const limit = budget.limit(measured, route)
        const pass = typeof value === 'number' && !Number.isNaN(limit) && RULES[budget.rule](value, limit)
        return { route, metric: budget.id, rule: budget.rule, limit, value: value ?? null, pass }
      }),
  )
}
