/**
 * A request as the Inbox keeps it: the `lead` document
 * (features/requests/schemas/request.ts), in the Content Lake or, without a project,
 * one line of the local NDJSON file. Answers are stored normalised (a phone
 * in E.164, a date as YYYY-MM-DD), choices in the words the family chose
 * ("My parent") rather than codes, a ticked consent as "Yes", and what was
 * left empty is left out.
 */
import { valueInWords, type FieldSpec } from './fields'
import { REQUEST_KINDS, type RequestKind, type RequestModel } from './request'
import { MODELS, type ALL_FIELDS } from './kinds'
import type { OwnerAlertOutcome } from './owner-alert'
import type { SecondAlert } from './reminders'
import { ALL_STATUSES, type RequestStatus } from './statuses'
import { splitPath } from '../../../lib/i18n/paths'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageEntry, type Language } from '../../../lib/i18n/languages'

/** "lead.<uuid>": an id with a dot is private in Sanity, readable only with a token even in a public dataset. */
export const REQUEST_ID_PREFIX = 'lead.'
export const REQUEST_TYPE = 'lead' as const

/**
 * A stored request as the server and the CLI read one back (GROQ): all it
 * holds, and the four fields every request is written with, never missing
 * even from a document edited by hand, so that the result is a RequestDocument.
 */
export const WHOLE_REQUEST = `{ ..., "kind": coalesce(kind, "message"), "status": coalesce(status, "new"), "submittedAt": coalesce(submittedAt, _createdAt), "sourcePage": coalesce(sourcePage, "/") }`

type StoredField = (typeof ALL_FIELDS)[number]
/** What the family wrote or chose, by field name: lists stay lists. */
export type StoredAnswers = {
  [F in StoredField as F['name']]?: F extends { type: 'choices' | 'list' } ? string[] : string
}

export type RequestDocument = StoredAnswers & {
  _id: string
  _type: typeof REQUEST_TYPE
  _createdAt?: string
  _updatedAt?: string
  kind: RequestKind
  status: RequestStatus
  /** When the request arrived (ISO 8601). */
  submittedAt: string
  /** The path of the page the form was on. */
  sourcePage: string
  /** The language of that page: the family's, in which the owner may answer them. Missing on older requests. */
  language?: Language
  /** The owner's own note, never shown to the family. */
  internalNote?: string
  /** What became of the owner's alert, per channel: written by the server once the alert is done. */
  ownerAlert?: OwnerAlertOutcome
  /** When the family was told we would call (or reply) at the latest (ISO 8601): a family's request only. */
  promisedBy?: string
  /** The second alert, once the promise and the owner's grace passed with the request still New (./reminders.ts). */
  secondAlert?: SecondAlert
  /** When the status first left New, and the Studio user who changed it (./first-contact.ts). */
  firstContactedAt?: string
  firstContactedBy?: string
  /** Why the server took it for a script's (./spam.ts), in the owner's words; only on a request kept as spam. */
  spamReason?: string
  /** Why it could not be checked as a person's, in the owner's words; kept as New and announced so (issue 60). */
  unverified?: string
  /** The consultation time the family booked (issue 62), in words, and its start (ISO 8601). */
  appointment?: string
  appointmentAt?: string
}

/**
 * A request that came without its form's ticket because the site refused the visitor's network one (too many
 * asked for in ten minutes: a busy office's Wi-Fi, or a flood): a family's, most likely, kept as New, and told so.
 */
export const UNVERIFIED_TICKET_REFUSED =
  'It came without its form ticket because the site was refusing tickets to the visitor’s network (many were asked for in ten minutes): most likely a family behind a busy network. Check it before you call.'

function stored(field: FieldSpec, value: string | string[]): string | string[] {
  if (field.type === 'choice') return field.options.find((option) => option.value === value)?.label ?? value
  if (field.type === 'consent' && typeof value === 'string') return valueInWords(field, value)
  if (field.type === 'choices' && Array.isArray(value)) {
    return value.map((item) => field.options.find((option) => option.value === item)?.label ?? item)
  }
  return value
}

export interface Envelope {
  /** The request's uuid: the document is `lead.<uuid>`. */
  uuid: string
  /** The path of the page the form was on. */
  page: string
  now?: Date
  /** Why it looks like a script's (./spam.ts): the request is then kept with status `spam`. */
  spamReason?: string
  /** It came without its ticket because the site refused the visitor one: New, marked unverified. */
  unverified?: boolean
}

/** The document for a request that passed validate(). */
export function requestDocument(
  model: RequestModel,
  values: Record<string, string | string[]>,
  { uuid, page, now = new Date(), spamReason, unverified = false }: Envelope,
): RequestDocument {
  const answers: Record<string, string | string[]> = {}
  for (const field of model.fields) {
    const value = values[field.name]
    if (value === undefined || value.length === 0) continue
    answers[field.name] = stored(field, value)
  }
  return {
    ...answers,
    _id: `${REQUEST_ID_PREFIX}${uuid}`,
    _type: REQUEST_TYPE,
    kind: model.kind,
    status: spamReason ? 'spam' : 'new',
    submittedAt: now.toISOString(),
    sourcePage: page,
    language: splitPath(page).language,
    ...(spamReason ? { spamReason } : {}),
    ...(unverified && !spamReason ? { unverified: UNVERIFIED_TICKET_REFUSED } : {}),
  }
}

export const KIND_TITLES = Object.fromEntries(
  Object.values(MODELS).map((model) => [model.kind, model.title]),
) as Record<RequestKind, string>

/** "Dorothy Pearson · Consultation request", for lists and exports. */
export function requestTitle(request: Pick<RequestDocument, 'name' | 'kind'>): string {
  return `${request.name?.trim() || 'No name given'} · ${KIND_TITLES[request.kind] ?? 'Request'}`
}

/** "Mar 14, 2026, 9:41 AM" in Georgia's time, where the agency works. */
export function requestTime(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return 'Time not recorded'
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' })
}

/** The languages a request comes in (its page's), as the owner reads them. */
export const REQUEST_LANGUAGE_OPTIONS = LANGUAGES.map(({ code, englishName }) => ({ value: code, title: englishName }))

/**
 * "prefers Spanish" for a request sent from a page in another language than
 * the default, which the owner's lines, alerts and e-mails add; nothing for
 * English, the site's default.
 */
export function prefersWords(language: unknown): string {
  return isLanguage(language) && language !== DEFAULT_LANGUAGE ? `prefers ${languageEntry(language).englishName}` : ''
}

/**
 * A stored request as it is read back (the Content Lake's answer, a line of
 * the local file): the document, when it is a request with an id, a kind and
 * a status the model knows; null otherwise, so that a document broken by
 * hand is passed over, never taken for a family's request.
 */
export function storedRequest(value: unknown): RequestDocument | null {
  if (typeof value !== 'object' || value === null) return null
  const { _id, _type, kind, status } = value as Record<string, unknown>
  if (typeof _id !== 'string' || _type !== REQUEST_TYPE) return null
  if (!(REQUEST_KINDS as readonly unknown[]).includes(kind)) return null
  if (!ALL_STATUSES.some((known) => known.value === status)) return null
  return value as RequestDocument
}
