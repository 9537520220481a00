import { DEFAULT_HOURS, estimate, money, readHours, WEEKS_PER_MONTH } from './estimate'

const RATES = { weekday: 30, weekend: 34, holiday: 45, overnight: 26, liveIn: 350, minimumVisitHours: 4 }

describe('the estimate a family makes of a week and a month of care', () => {
  it('weekday hours at the weekday rate; a month is 52 weeks over 12', () => {
    const result = estimate(RATES, { hours: 20, weekend: 0, overnight: 0 })!
    expect(result.weekly).toBe(600)
    expect(result.monthly).toBe(2600)
    expect(result.monthly).toBeCloseTo(600 * WEEKS_PER_MONTH, 2)
  })

  it('weekend and overnight hours at their own rates, out of the week’s hours', () => {
    // 10 weekday hours × $30 + 6 weekend × $34 + 4 overnight × $26
    expect(estimate(RATES, { hours: 20, weekend: 6, overnight: 4 })!.weekly).toBe(300 + 204 + 104)
  })

  it('never counts more weekend and overnight hours than the week has', () => {
    const result = estimate(RATES, { hours: 10, weekend: 8, overnight: 6 })!
    expect(result.counted).toEqual({ hours: 10, weekend: 4, overnight: 6 })
    expect(result.weekly).toBe(4 * 34 + 6 * 26)
  })

  it('fewer hours than the shortest visit are charged as that visit, and says so', () => {
    const result = estimate(RATES, { hours: 2, weekend: 0, overnight: 0 })!
    expect(result).toMatchObject({ weekly: 120, billedHours: 4, minimumApplied: true })
    expect(estimate(RATES, { hours: 4, weekend: 0, overnight: 0 })).toMatchObject({ minimumApplied: false })
    expect(estimate(RATES, { hours: 0, weekend: 0, overnight: 0 })).toMatchObject({ weekly: 0, minimumApplied: false })
  })

  it('a rate the owner left empty is the weekday rate; no weekday rate, no estimate', () => {
    expect(estimate({ weekday: 30 }, { hours: 10, weekend: 5, overnight: 5 })!.weekly).toBe(300)
    expect(estimate({ weekend: 34 }, DEFAULT_HOURS)).toBeNull()
    expect(estimate(null, DEFAULT_HOURS)).toBeNull()
  })

  it('reads what was typed: half hours, a comma, nothing, nonsense, more than a week', () => {
    expect([readHours('12.5'), readHours('12,5'), readHours(''), readHours('abc'), readHours('-3')]).toEqual([
      12.5, 12.5, 0, 0, 0,
    ])
    expect(readHours('500')).toBe(168)
  })

  it('writes dollars in each language’s way, cents only where there are some', () => {
    expect(money(32, 'en')).toBe('$32')
    expect(money(32.5, 'en')).toBe('$32.50')
    expect(money(2773.33, 'en', { whole: true })).toBe('$2,773')
    expect(money(2773.33, 'es', { whole: true })).toBe('$2,773')
  })
})
