import {
  AROUND_THE_CLOCK,
  DEFAULT_PLAN,
  WEEKS_PER_MONTH,
  estimate,
  money,
  planProblem,
  readNumber,
  readPlan,
  shortestVisitCost,
  type Plan,
} from './estimate'
import { estimateTexts } from './estimate-texts'
import { costs, plan as planWords } from '@/lib/i18n/en'
import * as es from '@/lib/i18n/es'

// The starter rates: $32 an hour on weekdays, $35 at weekends, $30 overnight, $380 a day around the clock, 4-hour visits.
const RATES = { weekday: 32, weekend: 35, holiday: 48, overnight: 30, liveIn: 380, minimumVisitHours: 4 }
const plan = (values: Partial<Plan>): Plan => ({ ...DEFAULT_PLAN, ...values })
const WORDS = { ...costs, ...planWords }

describe('the estimate a family makes of a week and a month of care', () => {
  it('visits on weekdays at the weekday rate; a month is 52 weeks over 12', () => {
    const result = estimate(RATES, DEFAULT_PLAN)!
    expect(result.weekly).toBe(640)
    expect(result.monthly).toBeCloseTo(640 * WEEKS_PER_MONTH, 2)
    expect(result.groups).toEqual([{ kind: 'weekday', hours: 20, rate: 32 }])
  })

  it('weekend days at the weekend rate, overnight hours at the overnight rate, within the days chosen', () => {
    const result = estimate(RATES, plan({ hoursPerDay: 10, daysPerWeek: 7, weekendDays: 2, overnightHours: 4 }))!
    expect(result.groups).toEqual([
      { kind: 'weekday', hours: 30, rate: 32 },
      { kind: 'weekend', hours: 12, rate: 35 },
      { kind: 'overnight', hours: 28, rate: 30 },
    ])
    expect(result.weekly).toBe(30 * 32 + 12 * 35 + 28 * 30)
  })

  it('charges the shortest visit per visit: five visits of two hours are five visits of four', () => {
    const result = estimate(RATES, plan({ hoursPerDay: 2, daysPerWeek: 5 }))!
    expect(result.minimumApplied).toBe(true)
    expect(result.visitHours).toBe(4)
    expect(result.weekly).toBe(5 * 4 * 32)
    expect(estimate(RATES, plan({ hoursPerDay: 6 }))!.minimumApplied).toBe(false)
  })

  it('prices care around the clock at the owner’s day rate: 24 hours, 7 days, within 5 % of 7 × the day rate', () => {
    const result = estimate(RATES, AROUND_THE_CLOCK)!
    expect(result.dayRate).toBe(380)
    expect(result.weekly).toBe(7 * 380)
    expect(Math.abs(result.monthly - (365 / 12) * 380) / ((365 / 12) * 380)).toBeLessThan(0.05)
    // The week of 168 hours the old estimate charged by the hour came to about $23,300 a month: double.
    expect(result.monthly).toBeLessThan(12_000)
  })

  it('without a day rate, a day around the clock is 16 hours by day and 8 overnight, by the hour', () => {
    const hourly = { ...RATES, liveIn: null }
    const result = estimate(hourly, plan({ hoursPerDay: 24, daysPerWeek: 2, weekendDays: 0 }))!
    expect(result.dayRate).toBeNull()
    expect(result.groups).toEqual([
      { kind: 'weekday', hours: 32, rate: 32 },
      { kind: 'overnight', hours: 16, rate: 30 },
    ])
  })

  it('a rate the owner left empty is the weekday rate; no weekday rate, no estimate', () => {
    const result = estimate({ weekday: 30 }, plan({ daysPerWeek: 7, weekendDays: 2, overnightHours: 2 }))!
    expect(result.weekly).toBe(7 * 4 * 30)
    expect(estimate({ weekend: 35 }, DEFAULT_PLAN)).toBeNull()
    expect(estimate(null, DEFAULT_PLAN)).toBeNull()
  })

  it('names what cannot be, and makes no figure of it', () => {
    expect(planProblem(plan({ hoursPerDay: 0 }))).toBe('noHours')
    expect(planProblem(plan({ daysPerWeek: 0 }))).toBe('noHours')
    expect(planProblem(plan({ hoursPerDay: 30 }))).toBe('dayTooLong')
    expect(planProblem(plan({ daysPerWeek: 8 }))).toBe('weekTooLong')
    expect(planProblem(plan({ weekendDays: 3 }))).toBe('tooManyWeekendDays')
    expect(planProblem(plan({ daysPerWeek: 1, weekendDays: 2 }))).toBe('tooManyWeekendDays')
    expect(planProblem(plan({ hoursPerDay: 4, overnightHours: 6 }))).toBe('nightLongerThanDay')
    expect(estimate(RATES, plan({ weekendDays: 3 }))).toBeNull()
  })

  it('reads what was typed: half hours, a comma, nothing, nonsense', () => {
    expect(readNumber('4,5')).toBe(4.5)
    expect(readNumber(' 3.2 ')).toBe(3)
    expect(readNumber('')).toBe(0)
    expect(readNumber('lots')).toBe(0)
    expect(readNumber(-2)).toBe(0)
    expect(readPlan({ hoursPerDay: '8', daysPerWeek: '5.5', weekendDays: '', overnightHours: 'x' })).toEqual({
      hoursPerDay: 8,
      daysPerWeek: 5,
      weekendDays: 0,
      overnightHours: 0,
    })
  })

  it('prices one visit of the shortest length on a weekday', () => {
    expect(shortestVisitCost(RATES)).toEqual({ hours: 4, amount: 128 })
    expect(shortestVisitCost({ weekday: 32 })).toBeNull()
  })

  it('writes dollars in each language’s way, cents only where there are some', () => {
    expect(money(32, 'en')).toBe('$32')
    expect(money(32.5, 'en')).toBe('$32.50')
    expect(money(2773.33, 'en', { whole: true })).toBe('$2,773')
    expect(money(2773.33, 'es', { whole: true })).toBe('$2,773')
  })
})

describe('what the estimate says', () => {
  it('the plan, the week and the month, and the sum written out', () => {
    expect(estimateTexts(RATES, DEFAULT_PLAN, WORDS, 'en')).toMatchObject({
      sentence: 'For 4 hours a day, 5 days a week: about $640 a week, about $2,773 a month.',
      breakdown: '5 visits of 4 hours: 20 hours on weekdays at $32 = $640 a week.',
      minimum: null,
      consultHref: '/?hours=4&days=5#consultation',
      consultText: 'Request a free consultation for 4 hours a day, 5 days a week',
    })
  })

  it('the shortest visit, per visit, said so', () => {
    const texts = estimateTexts(RATES, plan({ hoursPerDay: 2 }), WORDS, 'en')!
    expect(texts.breakdown).toBe('5 visits of 4 hours: 20 hours on weekdays at $32 = $640 a week.')
    expect(texts.minimum).toBe('Each visit is charged as 4 hours, our shortest visit.')
  })

  it('around the clock at the day rate, said so; and in Spanish', () => {
    expect(estimateTexts(RATES, AROUND_THE_CLOCK, WORDS, 'en')).toMatchObject({
      sentence: 'For care around the clock, 7 days a week: about $2,660 a week, about $11,527 a month.',
      breakdown: '7 days around the clock at our rate for a day, $380 = $2,660 a week.',
    })
    expect(estimateTexts(RATES, AROUND_THE_CLOCK, { ...es.costs, ...es.plan }, 'es')!.sentence).toBe(
      'Para cuidado las 24 horas, 7 días a la semana: unos $2,660 a la semana, unos $11,527 al mes.',
    )
  })

  it('an impossible plan told plainly, in the family’s language, with no figure', () => {
    const texts = estimateTexts(RATES, plan({ daysPerWeek: 1, weekendDays: 2 }), WORDS, 'en')!
    expect(texts.sentence).toBe('Of 1 day, at most 1 can be at a weekend.')
    expect(texts.breakdown).toBeNull()
    expect(estimateTexts(RATES, plan({ hoursPerDay: 30 }), { ...es.costs, ...es.plan }, 'es')!.sentence).toBe(
      'Un día tiene 24 horas: escriba 24 para cuidado las 24 horas.',
    )
  })
})
