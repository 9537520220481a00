import type { plan as planPart } from '@/lib/i18n/en/plan'
import { fill } from '@/lib/i18n/fill'
import { localeOf, type Language } from '@/lib/i18n/languages'
import { listWords } from '@/lib/i18n/list-words'
import { HOURS_A_DAY, type Plan } from './estimate/estimate'
import { counted } from '@/lib/i18n/counted'
import { planWords } from './estimate/estimate-texts'

/** The plan carried from the estimate to the consultation form, in the link's address (./estimate/plan-link.ts). */
export { consultationHref, planFromSearch } from './estimate/plan-link'

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
