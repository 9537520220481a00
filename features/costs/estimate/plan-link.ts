import { consultationHref as formHref } from '@/lib/contact-links'
import type { Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { HOURS_A_DAY, planProblem, readPlan, type Plan } from './estimate'

/**
 * The plan a family made in the estimate (#costs), carried to the
 * consultation form on the home page in the link's address
 * (`/?hours=4&days=5&weekend=1#consultation`): the form fills in its "hours"
 * answer with it (features/requests/forms/ConsultationForm.tsx). The
 * address, not storage: nothing is remembered, and the link says what it
 * carries. Pure; both sides import it (through
 * ../consultation-hours.ts, the feature's door for the form).
 */

const PARAMS = {
  hoursPerDay: 'hours',
  daysPerWeek: 'days',
  weekendDays: 'weekend',
  overnightHours: 'overnight',
} as const

/** The consultation form's address with the plan; without one that can be, the form alone. */
export function consultationHref(language: Language, plan: Plan | null): string {
  if (!plan || planProblem(plan)) return formHref(language)
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
