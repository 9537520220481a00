/**
 * The groups of the frequently asked questions: the values the Studio stores
 * (schemas/documents/faq.ts) and the headings the About page shows, in the
 * order the page shows them. Kept apart from both, so the public pages never
 * import schema code.
 */
export const FAQ_GROUPS = {
  care: 'The care we give',
  payment: 'Paying for care',
  caregivers: 'Our caregivers',
  gettingStarted: 'Getting started',
} as const

export type FaqGroup = keyof typeof FAQ_GROUPS

export const FAQ_GROUP_ORDER = Object.keys(FAQ_GROUPS) as FaqGroup[]

export function isFaqGroup(value: string | null | undefined): value is FaqGroup {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FAQ_GROUPS, value)
}

/**
 * Questions in the order the About page shows them: the four groups in
 * order, then any question whose group is missing or unknown; within a
 * group, as given (the query orders by the owner's position).
 */
export function inPageOrder<T extends { group: string | null }>(faqs: readonly T[]): T[] {
  const rank = (faq: T) => (isFaqGroup(faq.group) ? FAQ_GROUP_ORDER.indexOf(faq.group) : FAQ_GROUP_ORDER.length)
  return faqs
    .map((faq, index) => ({ faq, index }))
    .sort((a, b) => rank(a.faq) - rank(b.faq) || a.index - b.index)
    .map(({ faq }) => faq)
}
