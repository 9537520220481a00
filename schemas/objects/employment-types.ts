import type { careers } from '../../lib/i18n/en/site'
import type { Language } from '../../lib/i18n/languages'
import { listWords } from '../../lib/i18n/list-words'

/**
 * How a job may be held, as the owner ticks it in the Studio (Careers), as
 * the careers section says it, and as search engines read it: the values are
 * Google's `employmentType` values for a JobPosting.
 */
export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', title: 'Full-time' },
  { value: 'PART_TIME', title: 'Part-time' },
  { value: 'PER_DIEM', title: 'As needed (per diem)' },
  { value: 'TEMPORARY', title: 'Temporary' },
] as const

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value']

/** The known types among what the content holds, in the list's order, each once. */
export function employmentTypes(values: readonly (string | null)[] | null | undefined): EmploymentType[] {
  const chosen = new Set(values ?? [])
  return EMPLOYMENT_TYPES.filter(({ value }) => chosen.has(value)).map(({ value }) => value)
}

/**
 * "Full-time or part-time", "Full-time, part-time or temporary": the types in
 * words, for the page, in its language (`words`: lib/i18n's `careers.employment`).
 */
export function employmentWords(
  types: readonly EmploymentType[],
  words: (typeof careers)['employment'],
  language: Language,
): string {
  const titles = types.map((type, index) => {
    const title = words[type]
    return index === 0 ? title.charAt(0).toLocaleUpperCase() + title.slice(1) : title.toLocaleLowerCase()
  })
  return listWords(titles, 'or', language)
}
