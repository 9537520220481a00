/**
 * The JSON a form posts to /api/leads, and the server's check of it with the
 * forms' own rules (./rules.ts, ./consultation-rules.ts). The browser builds
 * a `LeadRequest`; the route answers with a `LeadResponse`.
 */
import {
  LEAD_KINDS,
  MESSAGE_FIELDS,
  MIN_FILL_MS,
  messageProblems,
  type FieldProblems,
  type MessageFields,
} from './rules'
import {
  CONSULTATION_FIELDS,
  CONSULTATION_LIST_FIELDS,
  consultationProblems,
  type ConsultationFields,
  type ConsultationTextField,
} from './consultation-rules'

/** The honeypot's name: a field hidden from people and from assistive technology, filled in only by scripts. */
export const HONEYPOT_FIELD = 'hs_check'

interface Envelope {
  /**
   * A random (version 4) UUID the browser picks, so that the e-mail, sent at
   * the same time, can name the inbox entry `lead.<id>`; the server picks one
   * when it is missing.
   */
  id?: string
  /** The path of the page the form was on, e.g. "/". */
  page: string
  /** The honeypot's value: empty from a person. */
  [HONEYPOT_FIELD]?: string
  /** Milliseconds from the visitor's first touch of the form to Send. */
  elapsedMs: number
}

export type LeadRequest =
  | ({ kind: 'message'; fields: MessageFields } & Envelope)
  | ({ kind: 'consultation'; fields: ConsultationFields } & Envelope)

/** A request that passed every rule: fields trimmed, nothing else kept. */
export type ValidLead =
  | { kind: 'message'; fields: MessageFields; id?: string; page: string }
  | { kind: 'consultation'; fields: ConsultationFields; id?: string; page: string }

export type LeadErrorCode =
  | 'rateLimited'
  | 'crossOrigin'
  | 'unsupportedMediaType'
  | 'tooLarge'
  | 'badRequest'
  | 'invalid'
  | 'suspicious'
  | 'tooFast'
  | 'duplicate'
  | 'storageUnavailable'

/** What POST /api/leads answers: 201 with the stored entry's id, or a status with words for the visitor. */
export type LeadResponse =
  | { ok: true; id: string }
  | {
      ok: false
      error: LeadErrorCode
      /** Plain words, for the visitor. */
      message: string
      /** With `invalid`: each field to fix, and how. */
      fields?: FieldProblems<string>
      /** With `rateLimited`: as the Retry-After header says. */
      retryAfterSeconds?: number
    }

export type LeadRefusal = {
  ok: false
  status: 400 | 422
  error: 'badRequest' | 'invalid' | 'suspicious' | 'tooFast'
  message: string
  fields?: FieldProblems<string>
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
/** A path as `location.pathname` gives it: percent-encoded, so printable ASCII without spaces. */
const PAGE_PATH = /^\/[\x21-\x7e]{0,299}$/

export const REFUSALS = {
  badRequest: 'This is not a request our forms send.',
  invalid: 'Some answers need another look.',
  suspicious: 'Your request could not be sent from this form.',
  tooFast: 'That was quicker than we expected. Please check your answers, then send them again.',
} as const

const refuse = (status: 400 | 422, error: LeadRefusal['error'], fields?: FieldProblems<string>): LeadRefusal => ({
  ok: false,
  status,
  error,
  message: REFUSALS[error],
  ...(fields ? { fields } : {}),
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Each named text field, trimmed; a missing one is ''. Null when one is not text. */
function textFields<F extends string>(raw: Record<string, unknown>, names: readonly F[]): Record<F, string> | null {
  const fields = {} as Record<F, string>
  for (const name of names) {
    const value = raw[name] ?? ''
    if (typeof value !== 'string') return null
    fields[name] = value.trim()
  }
  return fields
}

/** Each named list of text, trimmed and without repeats; a missing one is empty. Null when one is not a list of text. */
function listFields<F extends string>(raw: Record<string, unknown>, names: readonly F[]): Record<F, string[]> | null {
  const fields = {} as Record<F, string[]>
  for (const name of names) {
    const value = raw[name] ?? []
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return null
    fields[name] = [...new Set((value as string[]).map((item) => item.trim()))]
  }
  return fields
}

/** The first day a preferred start date may be, on the server: "today" where it is earliest on Earth (UTC−12). */
export function serverEarliestStartDate(now = Date.now()): string {
  return new Date(now - 12 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/**
 * The server's check, in order: the shape (400), then the honeypot and the
 * minimum time (422), then each field by the forms' rules (422 with the
 * fields to fix).
 */
export function checkLeadRequest(
  body: unknown,
  { earliestStartDate = serverEarliestStartDate() }: { earliestStartDate?: string } = {},
): { ok: true; lead: ValidLead } | LeadRefusal {
  if (!isRecord(body) || !isRecord(body.fields)) return refuse(400, 'badRequest')
  const { kind, id, page, elapsedMs } = body
  const honeypot = body[HONEYPOT_FIELD] ?? ''
  if (typeof kind !== 'string' || !(LEAD_KINDS as readonly string[]).includes(kind)) return refuse(400, 'badRequest')
  if (id !== undefined && (typeof id !== 'string' || !UUID_V4.test(id))) return refuse(400, 'badRequest')
  if (typeof page !== 'string' || !PAGE_PATH.test(page)) return refuse(400, 'badRequest')
  if (typeof honeypot !== 'string') return refuse(400, 'badRequest')
  if (honeypot) return refuse(422, 'suspicious')
  if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < MIN_FILL_MS) {
    return refuse(422, 'tooFast')
  }
  const envelope = { page, ...(id ? { id } : {}) }

  if (kind === 'message') {
    const fields = textFields(body.fields, MESSAGE_FIELDS)
    if (!fields) return refuse(400, 'badRequest')
    const problems = messageProblems(fields)
    if (Object.keys(problems).length > 0) return refuse(422, 'invalid', problems)
    return { ok: true, lead: { kind, fields, ...envelope } }
  }

  const lists = listFields(body.fields, CONSULTATION_LIST_FIELDS)
  const text = textFields(
    body.fields,
    CONSULTATION_FIELDS.filter(
      (name): name is ConsultationTextField => !CONSULTATION_LIST_FIELDS.includes(name as never),
    ),
  )
  if (!text || !lists) return refuse(400, 'badRequest')
  const fields: ConsultationFields = { ...text, ...lists }
  const problems = consultationProblems(fields, { earliestStartDate })
  if (Object.keys(problems).length > 0) return refuse(422, 'invalid', problems)
  return { ok: true, lead: { kind: 'consultation', fields, ...envelope } }
}
