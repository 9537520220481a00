// Rounds of visits in one browser that may die under them (issue 53: on 2026-11-27 a run lost 26 minutes of work
// when the browser closed under a phone's visit). A dead browser costs one visit, not the run. Tested in
// resilient-runs.test.ts beside it, with a browser really crashed.

/**
 * `runs` rounds of `visit(browser, route)` for every route, in a browser from
 * `launch()`. When a visit fails and the browser is no longer connected, a
 * new one is launched and that visit made once more; the restart is kept in
 * `restarts`, for the report. A visit that fails in a live browser, or fails
 * again after a restart, ends the rounds: the error carries what was measured
 * so far (`error.partial`), for a report marked incomplete.
 * @template V
 * @param {{ launch: () => Promise<import('playwright-core').Browser>, visit: (browser: import('playwright-core').Browser, route: string) => Promise<V>, runs: number, routes: string[], log?: (line: string) => void }} options
 * @returns {Promise<{ visits: Record<string, V[]>, restarts: { round: number, route: string, error: string }[] }>}
 */
export async function resilientRuns({ launch, visit, runs, routes, log = () => {} }) {
  const visits = Object.fromEntries(routes.map((route) => [route, []]))
  const restarts = []
  let browser = await launch()
  const firstLine = (error) => String(error?.message ?? error).split('\n')[0]
  try {
    for (let round = 1; round <= runs; round++) {
      for (const route of routes) {
        try {
          visits[route].push(await visit(browser, route))
        } catch (error) {
          if (browser.isConnected()) throw Object.assign(error, { partial: { visits, restarts } })
          restarts.push({ round, route, error: firstLine(error) })
          log(`the browser died during ${route} (round ${round}): ${firstLine(error)}; a new one repeats the visit\n`)
          await browser.close().catch(() => {})
          browser = await launch()
          try {
            visits[route].push(await visit(browser, route))
          } catch (again) {
            const failure = new Error(`${route} (round ${round}) failed again after a restart: ${firstLine(again)}`)
            throw Object.assign(failure, { partial: { visits, restarts } })
          }
        }
      }
    }
  } finally {
    await browser.close().catch(() => {})
  }
  return { visits, restarts }
}
