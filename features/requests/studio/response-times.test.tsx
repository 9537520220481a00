/**
 * The Inbox's "Response times" view: the chart's numbers, its summary, and
 * the figure as rendered (the SVG read out by its summary, the same figures
 * in a table), and how the pane reads the requests.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { DEFAULT_OFFICE_HOURS } from '@/lib/time/office-hours'
import { responseTimes } from '@/features/requests/model/response-times'
import { barsFor, responseSummary, weekWords } from '@/features/requests/studio/response-times-chart'
import { ResponseTimesFigure } from '@/features/requests/studio/ResponseTimesFigure'
import type { SanityClient } from '@sanity/client'
import { loadResponseTimes, statusWords } from '@/features/requests/studio/ResponseTimesPane'
import { text } from '../../../testing/unit/render'
import { responseTimesQuery } from './inbox-queries'

// Thursday 12 March 2026, noon in Georgia.
const now = new Date('2026-03-12T16:00:00Z')
const times = responseTimes(
  [
    { submittedAt: '2026-03-02T14:00:00Z', firstContactedAt: '2026-03-02T15:30:00Z' }, // 90 min
    { submittedAt: '2026-03-09T14:00:00Z', firstContactedAt: '2026-03-09T14:10:00Z' }, // 10 min
    { submittedAt: '2026-03-10T14:00:00Z', firstContactedAt: '2026-03-10T14:30:00Z' }, // 30 min
    { submittedAt: '2026-03-12T15:00:00Z' }, // still waiting
  ],
  { now, hours: DEFAULT_OFFICE_HOURS },
)

describe('the response-time chart', () => {
  it('stands one bar per week on the panel, the largest filling it, none for a week without a figure', () => {
    const panel = { left: 40, top: 10, width: 300, height: 100 }
    expect(barsFor([2, 4, null], panel)).toEqual([
      { x: 55, y: 60, width: 70, height: 50 },
      { x: 155, y: 10, width: 70, height: 100 },
      null,
    ])
    // The median panel's scale reaches the hour promised, at least.
    expect(barsFor([30], panel, 60)[0]).toMatchObject({ height: 50 })
    expect(barsFor([0, 0], panel)[0]).toMatchObject({ height: 0 })
  })

  it('names weeks by their Monday and sums the twelve up in a sentence', () => {
    expect(weekWords('2026-03-09')).toBe('Mar 9')
    expect(responseSummary(times)).toBe(
      '4 requests in the last 12 weeks; half were first answered within 30 min of office time. 1 has not been answered yet.',
    )
    expect(responseSummary(responseTimes([], { now, hours: DEFAULT_OFFICE_HOURS }))).toBe(
      'No requests in the last 12 weeks.',
    )
  })

  it('is an image read out by its summary, with the same figures in a table, week by week', () => {
    const html = renderToStaticMarkup(<ResponseTimesFigure times={times} />)
    const svg = /<svg[^>]*>/.exec(html)![0]
    const summaryId = /aria-describedby="([^"]+)"/.exec(svg)![1]
    expect(svg).toContain('role="img"')
    expect(html).toContain(`<p id="${summaryId}">4 requests in the last 12 weeks;`)
    expect(html.match(/data-bar="requests"/g)).toHaveLength(12)
    expect(html.match(/data-bar="median"/g)).toHaveLength(2)
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) => text(row!))
    expect(rows).toHaveLength(13)
    expect(rows[0]).toBe('Week of Requests Answered Median time to first contact')
    expect(rows.slice(-2)).toEqual(['Mar 2 1 1 1 h 30 min', 'Mar 9 3 2 20 min'])
    expect(rows[1]).toBe('Dec 22 0 0 –')
  })

  it("reads the 12 weeks' requests and the office hours, and works the figures out as of the moment asked", async () => {
    const fetch = jest.fn(async (query: string) =>
      query === responseTimesQuery
        ? [{ submittedAt: '2026-03-09T14:00:00Z', firstContactedAt: '2026-03-09T14:10:00Z' }]
        : null,
    )
    const state = await loadResponseTimes({ fetch } as unknown as SanityClient, now)
    expect(fetch).toHaveBeenCalledWith(responseTimesQuery, { since: '2025-12-22T05:00:00.000Z' })
    expect(state).toMatchObject({ kind: 'ready', at: now, times: { requests: 1, medianMinutes: 10 } })
    const offline = { fetch: jest.fn(async () => Promise.reject(new Error('offline'))) } as unknown as SanityClient
    expect(await loadResponseTimes(offline, now)).toEqual({ kind: 'failed' })
  })

  it('says when the figures were worked out, or that they could not be', () => {
    expect(statusWords({ kind: 'ready', at: now, times })).toBe(
      'Last 12 weeks, as of 12:00 pm. Only office hours count.',
    )
    expect(statusWords({ kind: 'failed' })).toMatch(/could not be read/)
    expect(responseTimesQuery).toBe(
      '*[_type == "lead" && kind != "application" && status != "spam" && dateTime(submittedAt) >= dateTime($since)]{ submittedAt, firstContactedAt }',
    )
  })
})
