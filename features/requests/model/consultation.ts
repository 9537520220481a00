/**
 * The free consultation request (the contact section's second tab): step 1
 * is name, phone, e-mail, ZIP, who needs care, services and how soon; step 2
 * (all optional) the rest. No medical question is asked.
 */
import { languageName, SPOKEN_LANGUAGES } from '../../../lib/i18n/spoken-languages'
import { DATE_RULE } from './date-field'
import type { RequestModel } from './request'

export const CARE_RECIPIENT_OPTIONS = [
  { value: 'myself', label: 'Myself' },
  { value: 'parent', label: 'My parent' },
  { value: 'spouse', label: 'My spouse or partner' },
  { value: 'relative', label: 'Another relative' },
  { value: 'client', label: 'A client I manage' },
] as const

export const HOW_SOON_OPTIONS = [
  { value: 'asap', label: 'As soon as possible' },
  { value: 'week', label: 'Within a week' },
  { value: 'weeks', label: 'In 2 to 4 weeks' },
  { value: 'later', label: 'Later' },
  { value: 'unsure', label: 'Not sure' },
] as const

export const PAYMENT_OPTIONS = [
  { value: 'private', label: 'Private pay' },
  { value: 'ltcInsurance', label: 'Long-term-care insurance' },
  { value: 'va', label: 'VA benefits' },
  { value: 'medicaidWaiver', label: 'A Medicaid waiver' },
  { value: 'unsure', label: 'Not sure' },
] as const

/** Untouched, the field means "any time". */
export const CALL_TIME_OPTIONS = [
  { value: 'morning', label: 'Morning (8 am to noon)' },
  { value: 'afternoon', label: 'Afternoon (noon to 5 pm)' },
  { value: 'evening', label: 'Evening (5 pm to 8 pm)' },
] as const

/**
 * The languages the person receiving care may prefer: any the owner can say
 * the caregivers speak (the form offers only those the owner ticked), or
 * another. Kept and shown to the owner in English.
 */
export const PREFERRED_LANGUAGE_OPTIONS = [
  ...SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageName(code, 'en') })),
  { value: 'other', label: 'Another language' },
] as const

export const CONSULTATION = {
  kind: 'consultation',
  title: 'Consultation request',
  noun: 'request',
  subject: 'Free consultation request',
  fields: [
    { name: 'name', title: 'Name', type: 'text', max: 200, required: true },
    { name: 'phone', title: 'Phone', type: 'phone' },
    { name: 'email', title: 'E-mail', type: 'email' },
    { name: 'zip', title: 'ZIP code', type: 'zip', required: true },
    { name: 'careRecipient', title: 'Who needs care', type: 'choice', options: CARE_RECIPIENT_OPTIONS, required: true },
    // The service documents' titles, ticked as checkboxes: the page offers them, the content may change.
    { name: 'services', title: 'Services', type: 'list', maxItems: 20, maxChars: 120 },
    { name: 'howSoon', title: 'How soon', type: 'choice', options: HOW_SOON_OPTIONS, required: true },
    { name: 'startDate', title: 'Preferred start date', type: 'date', rule: DATE_RULE },
    { name: 'hoursPerWeek', title: 'Hours or days a week', type: 'text', max: 200 },
    { name: 'payment', title: 'How care will be paid', type: 'choices', options: PAYMENT_OPTIONS },
    { name: 'bestTimeToCall', title: 'Best time to call', type: 'choice', options: CALL_TIME_OPTIONS },
    {
      name: 'preferredLanguage',
      title: 'Preferred language',
      type: 'choice',
      options: PREFERRED_LANGUAGE_OPTIONS,
    },
    { name: 'notes', title: 'Anything else', type: 'text', max: 5000, multiline: true },
  ],
  reachBy: ['phone', 'email'],
} as const satisfies RequestModel<'consultation'>
