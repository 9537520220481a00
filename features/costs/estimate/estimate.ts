import { localeOf, type Language } from '@/lib/i18n/languages'

/**
 * What care costs a family, by the agency's own rates (issue 52): the
 * arithmetic of the estimate, shared by the page the server renders and the
 * script that updates it as a family types (./estimate-live.ts). Pure.
 */

/** The owner's rates, dollars: an hour on weekdays, weekends, holidays and overnight; a day of live-in care. */
export type Rates = {
  weekday?: number | null
  weekend?: number | null
  holiday?: number | null
  overnight?: number | null
  liveIn?: number | null
  /** The shortest visit, in hours: fewer hours a week are charged as one such visit. */
  minimumVisitHours?: number | null
}

/** Hours a week, and how many of them fall at weekends and overnight. */
export type Hours = { hours: number; weekend: number; overnight: number }

export type Estimate = {
  weekly: number
  monthly: number
  /** The hours charged: those asked for, or the shortest visit where fewer were. */
  billedHours: number
  minimumApplied: boolean
  /** The hours as counted, after the checks below: weekend and overnight within the total. */
  counted: Hours
}

/** A month of care as the cost surveys count it: 52 weeks over 12 months. */
export const WEEKS_PER_MONTH = 52 / 12
export const MAX_HOURS_A_WEEK = 168
/** What the estimate shows before a family types: a common start, three or four visits a week. */
export const DEFAULT_HOURS: Hours = { hours: 20, weekend: 0, overnight: 0 }

export const isRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/** Whether the owner has set enough for an estimate: a weekday rate. */
export const canEstimate = (rates: Rates | null | undefined): rates is Rates & { weekday: number } =>
  isRate(rates?.weekday)

/** Whole hours from what was typed: a number from 0 to a week's hours, else 0. */
export function readHours(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : Number(
          String(value ?? '')
            .trim()
            .replace(',', '.'),
        )
  if (!Number.isFinite(number) || number <= 0) return 0
  return Math.min(MAX_HOURS_A_WEEK, Math.round(number * 2) / 2)
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * A week's and a month's cost for the hours, at the owner's rates. Weekend
 * and overnight hours are part of the week's hours (never more than they);
 * a rate the owner has not set is the weekday rate. Fewer hours than the
 * shortest visit are charged as that visit, at the weekday rate. Null
 * without a weekday rate.
 */
export function estimate(rates: Rates | null | undefined, asked: Hours): Estimate | null {
  if (!canEstimate(rates)) return null
  const hours = readHours(asked.hours)
  const overnight = Math.min(readHours(asked.overnight), hours)
  const weekend = Math.min(readHours(asked.weekend), hours - overnight)
  const weekdayHours = hours - overnight - weekend
  const shortest = isRate(rates.minimumVisitHours) ? rates.minimumVisitHours : 0
  const minimumApplied = hours > 0 && hours < shortest
  const topUp = minimumApplied ? shortest - hours : 0
  const rate = (value: number | null | undefined) => (isRate(value) ? value : rates.weekday)
  const weekly = cents(
    (weekdayHours + topUp) * rates.weekday + weekend * rate(rates.weekend) + overnight * rate(rates.overnight),
  )
  return {
    weekly,
    monthly: cents(weekly * WEEKS_PER_MONTH),
    billedHours: hours + topUp,
    minimumApplied,
    counted: { hours, weekend, overnight },
  }
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
