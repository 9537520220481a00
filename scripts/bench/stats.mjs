// The numbers of many runs: medians, the race of the LCP frame and the scripts, whether the host was quiet.
// Pure, so that Jest can check them (stats.test.ts beside it).

/**
 * Whether the host was quiet enough for the run to count: every page without
 * scripts (each route's limit) kept its median applied TBT within `maxMs`.
 * Those pages run no script, so blocking time they show is the host's.
 * @param {Record<string, Record<string, { tbtMs: number }[]>>} raw @param {number} maxMs
 */
export function hostVerdict(raw, maxMs) {
  const limits = Object.entries(raw.devtools ?? {}).filter(([key]) => key.startsWith('limit:'))
  const limitTbtMs = Object.fromEntries(limits.map(([key, runs]) => [key, median(runs.map((r) => r.tbtMs)) ?? NaN]))
  // Each run's figure too: a pass judged busy is made again and its runs are not kept, but these show how it was busy.
  const limitRunsMs = Object.fromEntries(limits.map(([key, runs]) => [key, runs.map((r) => Math.round(r.tbtMs))]))
  const values = Object.values(limitTbtMs)
  const quiet = values.length > 0 && values.every((ms) => ms <= maxMs)
  return { quiet, limitTbtMs, limitRunsMs, maxMs }
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

/**
 * The phone visits of one route, summed up: medians of the load event and of
 * the overlay's fade after it, and of each first interaction (with its
 * slowest run, and in how many runs a key arrived while scripts were still
 * on their way).
 * @param {{ loadMs: number, overlayAfterLoadMs: number, interactions: { name: string, ms: number, whileLoading?: boolean }[] }[]} visits
 */
export function phoneSummary(visits) {
  const interactions = {}
  for (const name of [...new Set(visits.flatMap((v) => v.interactions.map((i) => i.name)))]) {
    const runs = visits.flatMap((v) => v.interactions.filter((i) => i.name === name))
    interactions[name] = {
      ms: median(runs.map((i) => i.ms)),
      worstMs: Math.max(...runs.map((i) => i.ms)),
      runs: runs.length,
      ...(runs.some((i) => 'whileLoading' in i) ? { whileLoading: runs.filter((i) => i.whileLoading).length } : {}),
    }
  }
  return {
    loadMs: median(visits.map((v) => v.loadMs)),
    overlayAfterLoadMs: median(visits.map((v) => v.overlayAfterLoadMs)),
    overlayAfterLoadWorstMs: Math.max(...visits.map((v) => v.overlayAfterLoadMs)),
    runs: visits.length,
    interactions,
  }
}
