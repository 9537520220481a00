/**
 * The consultation request's rules (issue 26), in the browser and on the
 * server alike: its fields, its lists of answers, and what each may hold.
 * Apart from ./rules.ts, which the message form loads with every page, so
 * that these lists load only with the consultation form.
 */
import { US_PHONE } from '../../schemas/rules'
import { EMAIL, EMAIL_FORMAT, FILL_IN, tooLongWords, type FieldProblems } from './rules'

const ZIP = /^\d{5}$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The consultation request (issue 26): step 1 is name, phone, e-mail, ZIP,
 * who needs care, services and how soon; step 2 (all optional) the rest.
 */
export const CONSULTATION_FIELDS = [
  'name',
  'phone',
  'email',
  'zip',
  'careRecipient',
  'services',
  'howSoon',
  'startDate',
  'hoursPerWeek',
  'payment',
  'bestTimeToCall',
  'notes',
] as const
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number]

/** The fields that hold a list: the services' names, and the ways of paying ticked. */
export const CONSULTATION_LIST_FIELDS = ['services', 'payment'] as const
type ListField = (typeof CONSULTATION_LIST_FIELDS)[number]
export type ConsultationTextField = Exclude<ConsultationField, ListField>

/** What the form sends: text as typed, an option's `value` (or '' when not chosen), lists of what was ticked. */
export type ConsultationFields = Record<ConsultationTextField, string> & Record<ListField, string[]>

type Option = { readonly value: string; readonly label: string }

export const CARE_RECIPIENT_OPTIONS = [
  { value: 'myself', label: 'Myself' },
  { value: 'parent', label: 'My parent' },
  { value: 'spouse', label: 'My spouse or partner' },
  { value: 'relative', label: 'Another relative' },
  { value: 'client', label: 'A client I manage' },
] as const satisfies readonly Option[]

export const HOW_SOON_OPTIONS = [
  { value: 'asap', label: 'As soon as possible' },
  { value: 'week', label: 'Within a week' },
  { value: 'weeks', label: 'In 2 to 4 weeks' },
  { value: 'later', label: 'Later' },
  { value: 'unsure', label: 'Not sure' },
] as const satisfies readonly Option[]

export const PAYMENT_OPTIONS = [
  { value: 'private', label: 'Private pay' },
  { value: 'ltcInsurance', label: 'Long-term-care insurance' },
  { value: 'va', label: 'VA benefits' },
  { value: 'medicaidWaiver', label: 'A Medicaid waiver' },
  { value: 'unsure', label: 'Not sure' },
] as const satisfies readonly Option[]

/** The fields that are one of a list, and their lists. */
export const CONSULTATION_OPTIONS = {
  careRecipient: CARE_RECIPIENT_OPTIONS,
  howSoon: HOW_SOON_OPTIONS,
  payment: PAYMENT_OPTIONS,
} as const satisfies Partial<Record<ConsultationField, readonly Option[]>>

/** The words the visitor chose, for the inbox and the e-mail; '' for no answer or a value not on the list. */
export function optionLabel(field: keyof typeof CONSULTATION_OPTIONS, value: string): string {
  return (CONSULTATION_OPTIONS[field] as readonly Option[]).find((option) => option.value === value)?.label ?? ''
}

/** Required in step 1. Phone and e-mail are not on the list: one of the two is required. */
export const CONSULTATION_REQUIRED = ['name', 'zip', 'careRecipient', 'howSoon'] as const

export const CONSULTATION_FIELD_MAX_CHARS: Record<ConsultationTextField, number> = {
  name: 200,
  phone: 40,
  email: 254,
  zip: 5,
  careRecipient: 40,
  howSoon: 40,
  startDate: 10,
  hoursPerWeek: 200,
  bestTimeToCall: 100,
  notes: 5000,
}
/** The services are the service documents' titles, ticked as checkboxes. */
export const MAX_SERVICES = 20
export const SERVICE_MAX_CHARS = 120

export const PHONE_OR_EMAIL = 'Please give a phone number or an e-mail address, so that we can reach you.'
export const PHONE_FORMAT = 'Please enter a US phone number with area code, for example (770) 555-0142.'
export const ZIP_FORMAT = 'Please enter a 5-digit ZIP code, for example 30043.'
export const CHOOSE_ONE = 'Please choose one of the answers.'
export const DATE_FORMAT = 'Please enter a date, for example 2026-12-07.'
export const DATE_PAST = 'Please choose today or a later date.'

/** `YYYY-MM-DD` of a day, as `<input type="date">` gives it; the day is the visitor's. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A real calendar day (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * `earliestStartDate` is the first day a start date may be: the browser
 * passes the visitor's today; the server a day earlier than the earliest
 * today on Earth, so a visitor's "today" is never refused for the time zone.
 */
export function consultationProblems(
  fields: ConsultationFields,
  { earliestStartDate }: { earliestStartDate: string },
): FieldProblems<ConsultationField> {
  const problems: FieldProblems<ConsultationField> = {}
  for (const field of CONSULTATION_REQUIRED) if (!fields[field].trim()) problems[field] = FILL_IN
  for (const [field, max] of Object.entries(CONSULTATION_FIELD_MAX_CHARS) as [keyof typeof fields, number][]) {
    const value = fields[field] as string
    if (!problems[field] && value.length > max) problems[field] = tooLongWords(max, value.length, field === 'notes')
  }
  const phone = fields.phone.trim()
  const email = fields.email.trim()
  if (!phone && !email) problems.phone = problems.email = PHONE_OR_EMAIL
  if (phone && !problems.phone && !US_PHONE.test(phone)) problems.phone = PHONE_FORMAT
  if (email && !problems.email && !EMAIL.test(email)) problems.email = EMAIL_FORMAT
  if (fields.zip.trim() && !problems.zip && !ZIP.test(fields.zip.trim())) problems.zip = ZIP_FORMAT
  for (const field of ['careRecipient', 'howSoon'] as const) {
    if (fields[field] && !problems[field] && !optionLabel(field, fields[field])) problems[field] = CHOOSE_ONE
  }
  if (
    fields.payment.length > PAYMENT_OPTIONS.length ||
    fields.payment.some((value) => !optionLabel('payment', value))
  ) {
    problems.payment = CHOOSE_ONE
  }
  const start = fields.startDate.trim()
  if (start && !problems.startDate) {
    if (!isCalendarDay(start)) problems.startDate = DATE_FORMAT
    else if (start < earliestStartDate) problems.startDate = DATE_PAST
  }
  const services = fields.services
  if (services.length > MAX_SERVICES) problems.services = `Please choose at most ${MAX_SERVICES} services.`
  else if (services.some((service) => !service.trim() || service.length > SERVICE_MAX_CHARS)) {
    problems.services = 'Please choose the services from the list.'
  }
  return problems
}
