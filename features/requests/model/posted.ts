/**
 * The JSON a form posts to /api/leads, and the server's reading of it: the
 * envelope first (400 for what no form of ours sends), then every field by
 * the one check the form ran (./validate.ts, 422), then the signs of a
 * script that the envelope itself shows (./spam.ts): those do not refuse
 * the request, they mark it as spam. The form's ticket is checked by the
 * server (features/requests/server/ticket.ts), which holds the key.
 */
import { serverBounds } from './day-bounds'
import { MODELS, type AnyModel } from './kinds'
import { REQUEST_KINDS, type RequestKind } from './request'
import { MAX_TICKET_LENGTH, MIN_FILL_MS } from './limits'
import { HONEYPOT_FIELD, type SpamSign } from './spam'
import { readJson, validate, type Problems } from './validate'
import { ENGLISH_CHECKS } from './english-checks'
import type { CheckWords } from './words'
import { splitPath } from '../../../lib/i18n/paths'
import type { Language } from '../../../lib/i18n/languages'

export interface PostedRequest {
  kind: RequestKind
  /**
   * A random (version 4) UUID the browser picks, so that the e-mail, sent at
   * the same time, can name the Inbox entry `lead.<id>`; the server picks one
   * when it is missing.
   */
  id?: string
  /** The path of the page the form was on, e.g. "/". */
  page: string
  /** The honeypot's value: empty from a person. */
  [HONEYPOT_FIELD]?: string
  /** Milliseconds from the visitor's first touch of the form to Send, as the browser measured them. */
  elapsedMs: number
  /**
   * The ticket the server signed when the visitor first touched the form
   * (GET /api/leads/token); missing when the browser could not fetch one.
   */
  token?: string
  /** The answers, by the model's field names. */
  fields: Record<string, string | string[]>
}

/** A request that passed every check: its model, normalised values, and where it came from. */
export interface ValidRequest {
  model: AnyModel
  values: Record<string, string | string[]>
  id?: string
  page: string
  /** The form's ticket, for the server to check. */
  token?: string
  /** What the envelope itself gives away: a filled honeypot, a send faster than a person types. */
  spamSigns: SpamSign[]
}

export type RequestErrorCode =
  | 'rateLimited'
  | 'crossOrigin'
  | 'unsupportedMediaType'
  | 'tooLarge'
  | 'badRequest'
  | 'invalid'
  | 'duplicate'
  | 'storageUnavailable'

/** What POST /api/leads answers: 201 with the stored entry's id, or a status with words for the visitor. */
export type RequestResponse =
  | { ok: true; id: string }
  | {
      ok: false
      error: RequestErrorCode
      /** Plain words, for the visitor. */
      message: string
      /** With `invalid`: each field to fix, and how. */
      fields?: Problems
      /** With `rateLimited`: as the Retry-After header says. */
      retryAfterSeconds?: number
    }

export interface RequestRefusal {
  ok: false
  status: 400 | 422
  error: 'badRequest' | 'invalid'
  message: string
  fields?: Problems
}

export const REFUSALS = {
  badRequest: 'This is not a request our forms send.',
  invalid: 'Some answers need another look.',
} as const

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
/** A path as `location.pathname` gives it: percent-encoded, so printable ASCII without spaces. */
const PAGE_PATH = /^\/[\x21-\x7e]{0,299}$/

const refuse = (status: 400 | 422, error: RequestRefusal['error'], fields?: Problems): RequestRefusal => ({
  ok: false,
  status,
  error,
  message: REFUSALS[error],
  ...(fields ? { fields } : {}),
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The posted request read by its envelope, and its answers checked by the
 * model; null for a shape no form of ours sends (400). `problems` is empty
 * when every answer passed.
 */
export function readPostedRequest(
  body: unknown,
  now: Date,
  checkWordsIn: (language: Language) => CheckWords = () => ENGLISH_CHECKS,
): (ValidRequest & { problems: Problems }) | null {
  if (!isRecord(body) || !isRecord(body.fields)) return null
  const { kind, id, page, elapsedMs, token } = body
  const honeypot = body[HONEYPOT_FIELD] ?? ''
  if (typeof kind !== 'string' || !(REQUEST_KINDS as readonly string[]).includes(kind)) return null
  if (id !== undefined && (typeof id !== 'string' || !UUID_V4.test(id))) return null
  if (typeof page !== 'string' || !PAGE_PATH.test(page)) return null
  if (typeof honeypot !== 'string') return null
  if (token !== undefined && (typeof token !== 'string' || token.length > MAX_TICKET_LENGTH)) return null
  const model = MODELS[kind as RequestKind]
  const raw = readJson(model, body.fields)
  if (!raw) return null
  // The family is answered in the language of the page the form was on.
  const { values, problems } = validate(model, raw, serverBounds(now), checkWordsIn(splitPath(page).language))
  const spamSigns: SpamSign[] = []
  if (honeypot) spamSigns.push('honeypot')
  // What the browser says of itself proves nothing (the ticket's age does), but a claim this quick is a script's.
  if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < MIN_FILL_MS) {
    spamSigns.push('hurried')
  }
  return {
    model,
    values,
    problems,
    page,
    ...(id ? { id } : {}),
    ...(token !== undefined ? { token } : {}),
    spamSigns,
  }
}

/** The server's verdict on a posted request: valid, or refused with the status and words POST /api/leads answers. */
export function checkPostedRequest(
  body: unknown,
  { now = new Date(), checkWordsIn }: { now?: Date; checkWordsIn?: (language: Language) => CheckWords } = {},
): { ok: true; request: ValidRequest } | RequestRefusal {
  const read = readPostedRequest(body, now, checkWordsIn)
  if (!read) return refuse(400, 'badRequest')
  const { problems, ...request } = read
  if (Object.keys(problems).length > 0) return refuse(422, 'invalid', problems)
  return { ok: true, request }
}
