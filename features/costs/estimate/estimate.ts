import { localeOf, type Language } from '@/lib/i18n/languages'

/**
 * What care costs a family, by the agency's own rates (issues 52 and 58): the
 * arithmetic of the estimate, shared by the page the server renders and the
 * script that updates it as a family types (./estimate-live.ts). Pure.
 *
 * A family plans in days: so many hours a day, so many days a week, some of
 * them at weekends, some of each day's hours overnight; or care around the
 * clock. Each day's care is one visit, and a visit shorter than the shortest
 * the agency makes is charged as that one. A day around the clock is charged
 * at the owner's day rate where there is one ("A day of live-in or 24-hour
 * care"), as the agency bills it.
 */

/** The owner's rates, dollars: an hour on weekdays, weekends, holidays and overnight; a day of live-in care. */
export type Rates = {
  weekday?: number | null
  weekend?: number | null
  holiday?: number | null
  overnight?: number | null
  liveIn?: number | null
  /** The shortest visit, in hours: a shorter visit is charged as one of these. */
  minimumVisitHours?: number | null
}

/** A week of care as a family plans it. */
export type Plan = {
  /** Hours of care a day; 24 is around the clock. */
  hoursPerDay: number
  daysPerWeek: number
  /** Of those days, how many are a Saturday or a Sunday. */
  weekendDays: number
  /** Of each day's hours, how many overnight (a day around the clock has its own). */
  overnightHours: number
}

/** What cannot be: said to the family in its words (costs.problems), and no figure shown. */
export type PlanProblem = 'noHours' | 'dayTooLong' | 'weekTooLong' | 'tooManyWeekendDays' | 'nightLongerThanDay'

/** One kind of hour of the week, at its rate: the breakdown's parts. */
export type HourGroup = { kind: 'weekday' | 'weekend' | 'overnight'; hours: number; rate: number }

export type Estimate = {
  weekly: number
  monthly: number
  plan: Plan
  /** Hours charged for each visit: the day's, or the shortest visit where the day's are fewer. */
  visitHours: number
  minimumApplied: boolean
  /** Around the clock at the owner's day rate: the week is days × that rate. */
  dayRate: number | null
  /** Otherwise, the week's hours by rate. */
  groups: HourGroup[]
}

/** A month of care as the cost surveys count it: 52 weeks over 12 months. */
export const WEEKS_PER_MONTH = 52 / 12
export const HOURS_A_DAY = 24
/** The overnight part of a day around the clock when it is charged by the hour (no day rate): 10 pm to 6 am. */
export const NIGHT_HOURS = 8
/** What the estimate shows before a family types: a common start, four hours on each weekday. */
export const DEFAULT_PLAN: Plan = { hoursPerDay: 4, daysPerWeek: 5, weekendDays: 0, overnightHours: 0 }
/** Care around the clock, every day: what the page prices beside the default, for the family planning it. */
export const AROUND_THE_CLOCK: Plan = { hoursPerDay: 24, daysPerWeek: 7, weekendDays: 2, overnightHours: 0 }

export const isRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/** Whether the owner has set enough for an estimate: a weekday rate. */
export const canEstimate = (rates: Rates | null | undefined): rates is Rates & { weekday: number } =>
  isRate(rates?.weekday)

/** A number from what was typed: half hours, a comma for a point; nothing or nonsense is 0, never negative. */
export function readNumber(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : Number(
          String(value ?? '')
            .trim()
            .replace(',', '.'),
        )
  if (!Number.isFinite(number) || number <= 0) return 0
  return Math.min(1000, Math.round(number * 2) / 2)
}

/** Whole days from what was typed. */
const readDays = (value: unknown) => Math.floor(readNumber(value))

/** The plan as typed, read: numbers, not yet checked. */
export function readPlan(values: { [K in keyof Plan]?: unknown }): Plan {
  return {
    hoursPerDay: readNumber(values.hoursPerDay),
    daysPerWeek: readDays(values.daysPerWeek),
    weekendDays: readDays(values.weekendDays),
    overnightHours: readNumber(values.overnightHours),
  }
}

/** What in the plan cannot be, the first such; null when it can. */
export function planProblem({ hoursPerDay, daysPerWeek, weekendDays, overnightHours }: Plan): PlanProblem | null {
  if (hoursPerDay <= 0 || daysPerWeek <= 0) return 'noHours'
  if (hoursPerDay > HOURS_A_DAY) return 'dayTooLong'
  if (daysPerWeek > 7) return 'weekTooLong'
  if (weekendDays > Math.min(2, daysPerWeek)) return 'tooManyWeekendDays'
  if (overnightHours > hoursPerDay) return 'nightLongerThanDay'
  return null
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * A week's and a month's cost for the plan, at the owner's rates; null without
 * a weekday rate, or for a plan that cannot be (planProblem). A rate the
 * owner has not set is the weekday rate.
 */
export function estimate(rates: Rates | null | undefined, plan: Plan): Estimate | null {
  if (!canEstimate(rates) || planProblem(plan)) return null
  const { hoursPerDay, daysPerWeek, weekendDays } = plan
  const rate = (value: number | null | undefined) => (isRate(value) ? value : rates.weekday)
  const aroundTheClock = hoursPerDay >= HOURS_A_DAY
  const common = { plan, minimumApplied: false, visitHours: hoursPerDay }
  if (aroundTheClock && isRate(rates.liveIn)) {
    const weekly = cents(daysPerWeek * rates.liveIn)
    return { ...common, weekly, monthly: cents(weekly * WEEKS_PER_MONTH), dayRate: rates.liveIn, groups: [] }
  }
  const shortest = isRate(rates.minimumVisitHours) ? rates.minimumVisitHours : 0
  const visitHours = Math.max(hoursPerDay, shortest)
  const night = aroundTheClock ? NIGHT_HOURS : plan.overnightHours
  const day = visitHours - night
  const weekdays = daysPerWeek - weekendDays
  const groups: HourGroup[] = [
    { kind: 'weekday' as const, hours: weekdays * day, rate: rates.weekday },
    { kind: 'weekend' as const, hours: weekendDays * day, rate: rate(rates.weekend) },
    { kind: 'overnight' as const, hours: daysPerWeek * night, rate: rate(rates.overnight) },
  ].filter((group) => group.hours > 0)
  const weekly = cents(groups.reduce((sum, group) => sum + group.hours * group.rate, 0))
  return {
    ...common,
    weekly,
    monthly: cents(weekly * WEEKS_PER_MONTH),
    visitHours,
    minimumApplied: visitHours > hoursPerDay,
    dayRate: null,
    groups,
  }
}

/** One visit of the shortest length on a weekday, what a family pays at the least; null without both figures. */
export function shortestVisitCost(rates: Rates | null | undefined): { hours: number; amount: number } | null {
  if (!canEstimate(rates) || !isRate(rates.minimumVisitHours)) return null
  return { hours: rates.minimumVisitHours, amount: cents(rates.minimumVisitHours * rates.weekday) }
}

/** Dollars as the page's language writes them: "$32", "$32.50", "$2,773". */
export function money(amount: number, language: Language, { whole = false }: { whole?: boolean } = {}): string {
  const fraction = !whole && Math.round(amount * 100) % 100 !== 0 ? 2 : 0
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(whole ? Math.round(amount) : amount)
}
