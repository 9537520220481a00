/**
 * The other kinds of care a family weighs home care against (issue 52): the
 * values the Studio stores (features/costs/schemas/care-costs.ts), in the order
 * the page lists them; their names on the page are the site's words
 * (./i18n/<language>/costs.ts). Pure, so the schema and the page share it.
 */
export const CARE_CHOICES = [
  { value: 'assistedLiving', title: 'Assisted living' },
  { value: 'nursingHomeSemiPrivate', title: 'Nursing home, semi-private room' },
  { value: 'nursingHomePrivate', title: 'Nursing home, private room' },
  { value: 'adultDayCare', title: 'Adult day care' },
] as const

export type CareChoice = (typeof CARE_CHOICES)[number]['value']

export const CHOICE_AREAS = [
  { value: 'georgia', title: 'Georgia' },
  { value: 'national', title: 'United States (national)' },
] as const

export type ChoiceArea = (typeof CHOICE_AREAS)[number]['value']

export const isCareChoice = (value: unknown): value is CareChoice =>
  CARE_CHOICES.some((choice) => choice.value === value)

/** In the page's order; unknown or unfinished entries left out. */
export function inChoiceOrder<T extends { choice?: string | null }>(choices: readonly T[] | null | undefined) {
  const rank = (item: T) => CARE_CHOICES.findIndex(({ value }) => value === item.choice)
  return (choices ?? []).filter((item) => isCareChoice(item.choice)).sort((a, b) => rank(a) - rank(b))
}
