/**
 * Ways to pay and card brands: the values stored by the Studio's checkboxes
 * (schemas/singletons/settings.ts) and the words the site shows for them. Kept here,
 * apart from both, so the public pages never import schema code.
 */

export const PAYMENT_METHOD_LABELS = {
  private: 'Private pay',
  card: 'Card payment online',
  longTermCare: 'Long term care insurance',
} as const

export const CARD_BRAND_LABELS = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
} as const

export type CardBrand = keyof typeof CARD_BRAND_LABELS

export function isCardBrand(value: string | null | undefined): value is CardBrand {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CARD_BRAND_LABELS, value)
}

/** The labels as a Studio options list: [{title, value}]. */
export function optionsList(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, title]) => ({ title, value }))
}
