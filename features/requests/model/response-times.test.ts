import { median, responseTimes, responseTimesSince } from './response-times'
import { DEFAULT_OFFICE_HOURS } from '@/lib/time/office-hours'

const hours = DEFAULT_OFFICE_HOURS
// Thursday 12 March 2026, noon in Georgia (EDT): the current week began on Monday 9 March.
const now = new Date('2026-03-12T16:00:00Z')

describe('response times over the last 12 weeks', () => {
  it('gives twelve Monday-to-Sunday weeks on the agency calendar, oldest first', () => {
    const { weeks } = responseTimes([], { now, hours })
    expect(weeks).toHaveLength(12)
    expect(weeks[0]!.weekOf).toBe('2025-12-22')
    expect(weeks[11]).toEqual({ weekOf: '2026-03-09', requests: 0, contacted: 0, medianMinutes: null })
    // What the Studio fetches: requests since midnight in Georgia on the first Monday (EST then).
    expect(responseTimesSince(now)).toEqual(new Date('2025-12-22T05:00:00Z'))
  })

  it('counts requests per week by Georgia date, and the median office minutes to first contact', () => {
    const result = responseTimes(
      [
        // Sunday 8 March, 11:30 pm in Georgia (already Monday in UTC): the week before.
        { submittedAt: '2026-03-09T03:30:00Z', firstContactedAt: '2026-03-09T12:30:00Z' }, // 30 min after Monday's opening
        { submittedAt: '2026-03-09T14:00:00Z', firstContactedAt: '2026-03-09T14:10:00Z' }, // 10 min
        { submittedAt: '2026-03-10T14:00:00Z', firstContactedAt: '2026-03-10T15:30:00Z' }, // 90 min
        { submittedAt: '2026-03-11T14:00:00Z', firstContactedAt: '2026-03-11T14:20:00Z' }, // 20 min
        { submittedAt: '2026-03-12T15:00:00Z' }, // still waiting: counted, not in the median
        { submittedAt: '2025-12-01T15:00:00Z', firstContactedAt: '2025-12-01T15:05:00Z' }, // before the 12 weeks
        { submittedAt: 'not a date' },
      ],
      { now, hours },
    )
    expect(result.weeks.slice(-2)).toEqual([
      { weekOf: '2026-03-02', requests: 1, contacted: 1, medianMinutes: 30 },
      { weekOf: '2026-03-09', requests: 4, contacted: 3, medianMinutes: 20 },
    ])
    expect(result.requests).toBe(5)
    expect(result.medianMinutes).toBe(25)
  })

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull()
    expect(median([90, 10, 20])).toBe(20)
    expect(median([90, 10, 20, 30])).toBe(25)
  })
})
