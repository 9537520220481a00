import type { plan as planPart } from '@/lib/i18n/en/plan'
import { fill } from '@/lib/i18n/fill'
import { localeOf, type Language } from '@/lib/i18n/languages'
import { listWords } from '@/lib/i18n/list-words'
import { localePath } from '@/lib/i18n/paths'
import { HOURS_A_DAY, planProblem, readPlan, type Plan } from './estimate/estimate'
import { counted } from '@/lib/i18n/counted'
import { planWords } from './estimate/estimate-texts'

/**
 * The plan a family made in the estimate (#costs), carried to the
 * consultation form on the home page in the link's address
 * (`/?hours=4&days=5&weekend=1#consultation`): the form fills in its "hours"
 * answer with it (features/requests/forms/ConsultationForm.tsx). The
 * address, not storage: nothing is remembered, and the link says what it
 * carries. Pure; both sides import it.
 */

const PARAMS = {
  hoursPerDay: 'hours',
  daysPerWeek: 'days',
  weekendDays: 'weekend',
  overnightHours: 'overnight',
} as const

/** The consultation form's address with the plan; without one that can be, the form alone. */
export function consultationHref(language: Language, plan: Plan | null): string {
  if (!plan || planProblem(plan)) return localePath(language, '/#consultation')
  const query = new URLSearchParams()
  for (const [key, name] of Object.entries(PARAMS) as [keyof Plan, string][]) {
    if (plan[key] > 0 && !(key === 'overnightHours' && plan.hoursPerDay >= HOURS_A_DAY))
      query.set(name, String(plan[key]))
  }
  return localePath(language, `/?${query}#consultation`)
}

/** The plan an address carries, or null when it carries none that can be. */
export function planFromSearch(search: string): Plan | null {
  const query = new URLSearchParams(search)
  const plan = readPlan(
    Object.fromEntries((Object.entries(PARAMS) as [keyof Plan, string][]).map(([key, name]) => [key, query.get(name)])),
  )
  return planProblem(plan) ? null : plan
}

/** "4 hours a day, 5 days a week, 1 of them at a weekend": the answer as the family would have typed it. */
export function planAnswer(plan: Plan, words: typeof planPart, language: Language): string {
  const parts = [planWords(plan, words, language)]
  if (plan.weekendDays > 0) parts.push(fill(words.weekendDays, { count: plan.weekendDays }))
  if (plan.overnightHours > 0 && plan.hoursPerDay < HOURS_A_DAY) {
    parts.push(fill(words.overnightHours, { hours: counted(words.units.hours, plan.overnightHours, language) }))
  }
  const [first = '', ...rest] = parts
  const answer = rest.length ? `${first}, ${listWords(rest, 'and', language)}` : first
  return answer.charAt(0).toLocaleUpperCase(localeOf(language)) + answer.slice(1)
}
