/**
 * The consultation form's rules, free of React and of the EmailJS library so
 * that they can be unit-tested: its questions and answers, what a request must
 * hold, and the e-mail it becomes. The sending rules it shares with the
 * message form (minimum time, throttle, failures) are in rules.ts.
 */
import type { EmailJsConfig } from '@/lib/env'
import { toE164 } from '@/lib/contact-links'
import { failureMessages, type SendWording } from './rules'
import { checkStartDate, isoDay } from './start-date'
import { tooLongWords } from '@/lib/leads/rules'
import {
  CARE_RECIPIENT_OPTIONS,
  CONSULTATION_FIELD_MAX_CHARS,
  HOW_SOON_OPTIONS,
  PAYMENT_OPTIONS,
  PHONE_FORMAT,
  PHONE_OR_EMAIL,
  type ConsultationFields,
} from '@/lib/leads/consultation-rules'

/** Sent with every request, so one EmailJS template can tell requests from messages. */
export const REQUEST_TYPE = 'consultation'

export type Choice = readonly [value: string, label: string]

/** The lists are the shared rules' (lib/leads/consultation-rules.ts): the form offers what the server accepts. */
const choices = (options: readonly { value: string; label: string }[]): readonly Choice[] =>
  options.map(({ value, label }) => [value, label] as const)

export const CARE_FOR = choices(CARE_RECIPIENT_OPTIONS)
export const HOW_SOON = choices(HOW_SOON_OPTIONS)
export const PAYMENT = choices(PAYMENT_OPTIONS)

/** Untouched, the field means "any time". */
export const CALL_TIME: readonly Choice[] = [
  ['morning', 'Morning (8 am to noon)'],
  ['afternoon', 'Afternoon (noon to 5 pm)'],
  ['evening', 'Evening (5 pm to 8 pm)'],
]

/** What a request holds, by the names of the form's fields (and of the EmailJS template's parameters). */
export interface ConsultationRequest {
  from_name: string
  phone: string
  email: string
  zip: string
  care_for: string
  services: string[]
  how_soon: string
  start_date: string
  hours: string
  payment: string[]
  call_time: string
  notes: string
}

const TEXT_FIELDS = [
  'from_name',
  'phone',
  'email',
  'zip',
  'care_for',
  'how_soon',
  'start_date',
  'hours',
  'call_time',
  'notes',
] as const
const LIST_FIELDS = ['services', 'payment'] as const

/** The most each text field may hold; nothing is cut, the visitor is asked to shorten. */
export const CONSULTATION_MAX_CHARS: Partial<Record<keyof ConsultationRequest, number>> = {
  from_name: CONSULTATION_FIELD_MAX_CHARS.name,
  phone: CONSULTATION_FIELD_MAX_CHARS.phone,
  email: CONSULTATION_FIELD_MAX_CHARS.email,
  hours: CONSULTATION_FIELD_MAX_CHARS.hoursPerWeek,
  notes: CONSULTATION_FIELD_MAX_CHARS.notes,
}

/** A request read from a form: FormData in the browser, the posted fields on the server. */
export function readRequest(form: { get(name: string): unknown; getAll(name: string): unknown[] }) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const request = {} as ConsultationRequest
  for (const field of TEXT_FIELDS) request[field] = text(form.get(field))
  for (const field of LIST_FIELDS) request[field] = form.getAll(field).map(text).filter(Boolean)
  return request
}

/** The visible label of a choice; an unknown value is kept as it came, never dropped. */
export function choiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find(([key]) => key === value)?.[1] ?? value
}

// ---------------------------------------------------------------- checks

export const ZIP_PROBLEM = 'Please enter the 5-digit ZIP code, for example 30043.'
/** The server's words (lib/leads/consultation-rules.ts), so that the form and /api/leads say the same. */
export const REACH_PROBLEM = PHONE_OR_EMAIL
export const PHONE_PROBLEM = PHONE_FORMAT

export function zipProblem(zip: string): string | null {
  return /^\d{5}$/.test(zip.trim()) ? null : ZIP_PROBLEM
}

/** The phone, when one is given, is a US number; an empty one is fine if there is an e-mail. */
export function phoneProblem(phone: string, email: string): string | null {
  if (!phone.trim()) return email.trim() ? null : REACH_PROBLEM
  return toE164(phone) ? null : PHONE_PROBLEM
}

export function tooLong(field: keyof ConsultationRequest, value: string): string | null {
  const max = CONSULTATION_MAX_CHARS[field]
  if (!max || value.length <= max) return null
  return tooLongWords(max, value.length)
}

// ---------------------------------------------------------------- the inbox

/**
 * The request as /api/leads keeps it (lib/leads/consultation-rules.ts names
 * the fields as the Studio's inbox shows them): choices by value, the best
 * time to call in words, since "any time" is no choice at all.
 */
export function leadFields(request: ConsultationRequest): ConsultationFields {
  return {
    name: request.from_name,
    phone: request.phone,
    email: request.email,
    zip: request.zip,
    careRecipient: request.care_for,
    services: request.services,
    howSoon: request.how_soon,
    startDate: request.start_date,
    hoursPerWeek: request.hours,
    payment: request.payment,
    bestTimeToCall: request.call_time ? choiceLabel(CALL_TIME, request.call_time) : '',
    notes: request.notes,
  }
}

// ---------------------------------------------------------------- the e-mail

export const CONSULTATION_WORDING: SendWording = { noun: 'request', form: 'consultation form', send: 'Send Request' }
export const CONSULTATION_FAILURES = failureMessages(CONSULTATION_WORDING)

/** The labels the agency reads, in the order the form asks. */
export const REQUEST_LABELS: Record<keyof ConsultationRequest, string> = {
  from_name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  zip: 'ZIP code',
  care_for: 'Care is for',
  services: 'Services',
  how_soon: 'How soon',
  start_date: 'Preferred start date',
  hours: 'Hours or days a week',
  payment: 'Paying by',
  call_time: 'Best time to call',
  notes: 'Anything else',
}

/** Each answer in words, as the agency reads it: choices by their labels, the date spelled out. */
export function answersInWords(
  request: ConsultationRequest,
  now = new Date(),
): Record<keyof ConsultationRequest, string> {
  const start = checkStartDate(request.start_date, now)
  return {
    ...request,
    care_for: choiceLabel(CARE_FOR, request.care_for),
    services: request.services.join(', '),
    how_soon: choiceLabel(HOW_SOON, request.how_soon),
    start_date: start.kind === 'ok' ? start.words : request.start_date,
    payment: request.payment.map((value) => choiceLabel(PAYMENT, value)).join(', '),
    call_time: choiceLabel(CALL_TIME, request.call_time),
  }
}

/** "Label: answer" for every answer given, in the form's order: the e-mail's body and the no-script page. */
export function requestSummary(request: ConsultationRequest, now = new Date()): Array<[label: string, text: string]> {
  const words = answersInWords(request, now)
  return (Object.keys(REQUEST_LABELS) as Array<keyof ConsultationRequest>)
    .filter((field) => words[field].trim())
    .map((field) => [REQUEST_LABELS[field], words[field]])
}

/** The subject line the agency sorts requests by. */
export function requestSubject(request: ConsultationRequest): string {
  const who = request.from_name.trim() || 'a visitor'
  const zip = request.zip.trim()
  return `Free consultation request from ${who}${zip ? ` (ZIP ${zip})` : ''}`
}

/**
 * The EmailJS template's parameters: every answer by its own name, for a
 * consultation template, plus `subject` and `message` (the whole request in
 * words) for the message template it falls back to, and `request_type`.
 */
export function consultationParams(request: ConsultationRequest, now = new Date()): Record<string, string> {
  const message = requestSummary(request, now)
    .map(([label, text]) => `${label}: ${text}`)
    .join('\n')
  const start = checkStartDate(request.start_date, now)
  return {
    request_type: REQUEST_TYPE,
    ...answersInWords(request, now),
    start_date_iso: start.kind === 'ok' ? isoDay(start.day) : '',
    subject: requestSubject(request),
    message,
  }
}

/** The consultation template, or the message template when the account has none of its own. */
export function consultationTemplate(config: EmailJsConfig): string {
  return config.consultationTemplateId ?? config.templateId
}
