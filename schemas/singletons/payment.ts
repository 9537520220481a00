/**
 * Ways to pay and card brands: the values stored by the Studio's checkboxes
 * (schemas/singletons/settings.ts) and the words the site shows for them. Kept here,
 * apart from both, so the public pages never import schema code.
 */

export const PAYMENT_METHOD_LABELS = {
  private: 'Private pay',
  card: 'Card payment online',
  longTermCare: 'Long term care insurance',
  veterans: 'VA benefits paid to the family (Aid and Attendance)',
} as const

/**
 * What the agency does not take: the other half of the one list of how care is paid for, which every sentence
 * about paying reads (the costs section, the call to action), so that none says what another denies.
 */
export const NOT_ACCEPTED_LABELS = {
  medicaid: 'Medicaid, and Georgia’s Elderly and Disabled Waiver (EDWP: CCSP, SOURCE)',
  medicare: 'Medicare',
} as const

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS
export type NotAccepted = keyof typeof NOT_ACCEPTED_LABELS

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
