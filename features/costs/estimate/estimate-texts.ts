import type { costs } from '@/lib/i18n/en/costs'
import type { plan as planPart } from '@/lib/i18n/en/plan'
import { fill } from '@/lib/i18n/fill'
import { counted } from '@/lib/i18n/counted'
import type { Language } from '@/lib/i18n/languages'
import { listWords } from '@/lib/i18n/list-words'
import { consultationHref } from './plan-link'
import { estimate, HOURS_A_DAY, money, planProblem, type Estimate, type Plan, type Rates } from './estimate'

/** The words the estimate writes as a family types: the server hands them to the browser's script. */
export type EstimateWords = Pick<typeof planPart, 'units' | 'plan' | 'aroundTheClock'> &
  Pick<
    typeof costs,
    | 'estimateIs'
    | 'breakdownVisits'
    | 'breakdownDayRate'
    | 'breakdownDaysByHour'
    | 'groups'
    | 'minimumApplied'
    | 'problems'
    | 'yourEstimate'
    | 'consult'
    | 'consultNoHours'
  >

/** What the estimate's parts say for a plan: the server renders them, the script rewrites them (./estimate-live.ts). */
export type EstimateTexts = {
  /** "For 4 hours a day, 5 days a week: about $640 a week, about $2,773 a month.", or what cannot be. */
  sentence: string
  /** "5 visits of 4 hours: 20 hours on weekdays at $32 = $640 a week.", or null for a plan that cannot be. */
  breakdown: string | null
  /** "Each visit is charged as 4 hours, our shortest visit.", or null. */
  minimum: string | null
  monthLabel: string
  month: string
  consultHref: string
  consultText: string
}

/** "4 hours a day, 5 days a week", "care around the clock, 7 days a week". */
export function planWords(
  plan: Plan,
  words: Pick<typeof planPart, 'units' | 'plan' | 'aroundTheClock'>,
  language: Language,
) {
  const days = counted(words.units.days, plan.daysPerWeek, language)
  if (plan.hoursPerDay >= HOURS_A_DAY) return fill(words.aroundTheClock, { days })
  return fill(words.plan, { hours: counted(words.units.hours, plan.hoursPerDay, language), days })
}

/** The sum written out, so that a family can check it: "5 visits of 4 hours: 20 hours on weekdays at $32 = $640 a week." */
function breakdown(result: Estimate, words: EstimateWords, language: Language): string {
  const dollars = (amount: number) => money(amount, language)
  const days = counted(words.units.days, result.plan.daysPerWeek, language)
  const weekly = dollars(result.weekly)
  if (result.dayRate !== null) return fill(words.breakdownDayRate, { days, rate: dollars(result.dayRate), weekly })
  const groups = listWords(
    result.groups.map(({ kind, hours, rate }) =>
      fill(words.groups[kind], { hours: counted(words.units.hours, hours, language), rate: dollars(rate) }),
    ),
    'and',
    language,
  )
  if (result.plan.hoursPerDay >= HOURS_A_DAY) return fill(words.breakdownDaysByHour, { days, groups, weekly })
  return fill(words.breakdownVisits, {
    visits: counted(words.units.visits, result.plan.daysPerWeek, language),
    hours: counted(words.units.hours, result.visitHours, language),
    groups,
    weekly,
  })
}

export function estimateTexts(
  rates: Rates,
  plan: Plan,
  words: EstimateWords,
  language: Language,
): EstimateTexts | null {
  const result = estimate(rates, plan)
  const problem = planProblem(plan)
  if (!result && !problem) return null
  const described = planWords(plan, words, language)
  const amount = (value: number) => money(value, language, { whole: true })
  if (!result) {
    const max = Math.min(2, plan.daysPerWeek)
    const values = {
      days: counted(words.units.days, plan.daysPerWeek, language),
      max,
      hours: counted(words.units.hours, plan.hoursPerDay, language),
    }
    return {
      sentence: fill(words.problems[problem!], values),
      breakdown: null,
      minimum: null,
      monthLabel: fill(words.yourEstimate, { plan: '…' }),
      month: '…',
      consultHref: consultationHref(language, null),
      consultText: words.consultNoHours,
    }
  }
  return {
    sentence: fill(words.estimateIs, {
      plan: described,
      weekly: amount(result.weekly),
      monthly: amount(result.monthly),
    }),
    breakdown: breakdown(result, words, language),
    minimum: result.minimumApplied
      ? fill(words.minimumApplied, { hours: counted(words.units.hours, result.visitHours, language) })
      : null,
    monthLabel: fill(words.yourEstimate, { plan: described }),
    month: amount(result.monthly),
    consultHref: consultationHref(language, plan),
    consultText: fill(words.consult, { plan: described }),
  }
}
