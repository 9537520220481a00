type Runs = Record<string, Record<string, { tbtMs: number }[]>>
type Visit = { loadMs: number; overlayAfterLoadMs: number; interactions: { name: string; ms: number }[] }

// The bench is JavaScript that Node runs as it is (scripts/bench/); its pure parts are checked here.
const { hostVerdict, median, phoneSummary } = jest.requireActual<{
  hostVerdict: (raw: Runs, maxMs: number) => { quiet: boolean; limitTbtMs: Record<string, number> }
  median: (values: number[]) => number | undefined
  phoneSummary: (visits: Visit[]) => unknown
}>('./stats.mjs')

const runs = (...tbt: number[]) => tbt.map((tbtMs) => ({ tbtMs }))

describe('whether a bench run counts', () => {
  it('a quiet host: every page without scripts blocked for 30 ms or less (median of its runs)', () => {
    const verdict = hostVerdict({ devtools: { 'limit:/': runs(0, 12, 80), 'limit:/about': runs(30, 31, 2) } }, 30)
    expect(verdict).toEqual({
      quiet: true,
      limitTbtMs: { 'limit:/': 12, 'limit:/about': 30 },
      limitRunsMs: { 'limit:/': [0, 12, 80], 'limit:/about': [30, 31, 2] },
      maxMs: 30,
    })
  })

  it('a busy host: one such page blocking longer is enough; pages with scripts do not count', () => {
    const raw = { devtools: { 'limit:/': runs(0, 0, 0), 'limit:/about': runs(40, 35, 90), 'off:/': runs(900) } }
    expect(hostVerdict(raw, 30)).toMatchObject({ quiet: false, limitTbtMs: { 'limit:/about': 40 } })
  })

  it('no page without scripts measured: not a quiet run', () => {
    expect(hostVerdict({ devtools: { 'on:/': runs(0) } }, 30).quiet).toBe(false)
  })
})

describe('a phone visit, summed up over the runs', () => {
  const visit = (overlayAfterLoadMs: number, key: number, whileLoading: boolean) => ({
    loadMs: 3000,
    overlayAfterLoadMs,
    interactions: [
      { name: 'Menu: open', ms: 48 },
      { name: 'Message form: first key', ms: key, whileLoading },
    ],
  })

  it('medians of the overlay and of each interaction, the slowest run, and the keys that beat the code', () => {
    const summary = phoneSummary([visit(900, 40, true), visit(1200, 16, false), visit(950, 240, true)])
    expect(summary).toEqual({
      loadMs: 3000,
      overlayAfterLoadMs: 950,
      overlayAfterLoadWorstMs: 1200,
      runs: 3,
      interactions: {
        'Menu: open': { ms: 48, worstMs: 48, runs: 3 },
        'Message form: first key': { ms: 40, worstMs: 240, runs: 3, whileLoading: 2 },
      },
    })
  })

  it('a median leaves out what no run measured', () => {
    expect(median([3, Number.NaN, 1, 2])).toBe(2)
    expect(median([4, 1])).toBe(2.5)
    expect(median([])).toBeUndefined()
  })
})
