/**
 * How a request is admitted, whichever way it came: the one sequence that
 * POST /api/leads (./requests-route.ts, JSON from the page's scripts) and
 * POST /api/contact (./contact-route.ts, a form the browser posted itself)
 * configure. The order is the defence:
 *
 * 1. what no form of ours sends (another site, another type, too large,
 *    unreadable, not the shape of a request) is refused, and spends the
 *    client's `refused` budget, never the family's;
 * 2. the answers get the model's one check (../model/validate.ts);
 * 3. a well-formed request from this site spends the client's own budget;
 * 4. it is kept: as New, or as Spam when the route sees a script's hand (the
 *    honeypot, a missing or hurried ticket, no confirmation yet), with the
 *    answer a person gets, so that a script learns nothing from it;
 * 5. once kept, what follows it (the owner's alert, ./after-store.ts, which
 *    leaves spam alone) is scheduled, and the visitor answered without
 *    waiting for it.
 *
 * Each route says how its answers look (JSON, a plain page) and where it
 * differs: a route whose refusals show the visitor's words back checks the
 * origin after reading them.
 */
import { clientKey } from '@/lib/http/client-key'
import type { SplitRateLimiter } from '@/lib/limits/rate-limit'
import { readCappedBody } from '@/lib/http/request-body'
import { requestDocument, type RequestDocument } from '../model/stored'
import { REFUSALS, type RequestErrorCode } from '../model/posted'
import type { RequestModel } from '../model/request'
import { spamReason, type SpamSign } from '../model/spam'
import type { Problems } from '../model/validate'
import { rateLimitWords } from './limits'
import { isSameOrigin } from './same-origin'
import type { StoreResult } from './store'

export const FROM_ELSEWHERE = 'Requests are taken only from the forms on this website.'

/** A request's answers, checked by the model, and where it came from. */
export interface Checked {
  model: RequestModel
  values: Record<string, string | string[]>
  problems: Problems
  /** The request's uuid when the browser chose it (so that its e-mail names the Inbox entry). */
  id?: string
  /** The path of the page the form was on. */
  page: string
  /** What the envelope itself gives away: a filled honeypot, a hurried send, no confirmation yet. */
  signs: SpamSign[]
  /** The form's ticket, on a route that takes one. */
  ticket?: string
}

export type Parsed<Body> = { ok: true; body: Body } | { ok: false; words: string }

export interface Context {
  request: Request
  client: string
  at: Date
}

export interface AdmissionRoute<Body> {
  /** How the log names the route: "[leads]". */
  log: string
  limiter: SplitRateLimiter
  /** The content types the route takes (415 otherwise), and what to say to anything else. */
  types: RegExp
  wrongType: string
  maxBytes: number
  /** What the refusals call the body: "request" (JSON), "form" (a form the browser posted). */
  noun: 'request' | 'form'
  parse(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Parsed<Body>>
  /** Whether the origin is checked before anything is read (JSON), or after the answers (to show them back). */
  originFirst: boolean
  /** Whether a request with answers to fix spends the family's budget before its 422. */
  invalidSpends: boolean
  /** A body that is no new request (the no-script confirmation) gets its own answer here; null goes on. */
  elsewise?(body: Body, context: Context): Promise<Response | null>
  /** The answers, checked; `null` for a body of a shape no form of ours sends (400). */
  check(body: Body, context: Context): Checked | null
  /**
   * The sign of a script in a checked request's ticket, on a route that takes one; null for a person; `unverified`
   * for a request without its ticket because the ticket route refused the client one (kept as New, marked so).
   */
  ticketSign?(checked: Checked, context: Context): Promise<SpamSign | 'unverified' | null>
  /** What must happen, with the request's uuid, before it is kept (the no-script form holds its time). */
  beforeStore?(checked: Checked, uuid: string, context: Context): Promise<void>
  store(document: RequestDocument): Promise<StoreResult>
  afterStore(document: RequestDocument): void
  uuid(): string
  /** Refused before the answers count: another site, type or size, unreadable, a spent `refused` budget. */
  refuse(status: number, error: RequestErrorCode, words: string, headers?: Record<string, string>): Response
  /** Answers once the answers are read, which may show them back. */
  answer: {
    fromElsewhere(checked: Checked, context: Context): Promise<Response>
    invalid(checked: Checked, context: Context): Promise<Response>
    rateLimited(checked: Checked, retryAfterSeconds: number, context: Context): Promise<Response>
    notKept(checked: Checked, stored: Extract<StoreResult, { ok: false }>, context: Context): Promise<Response>
    kept(checked: Checked, document: RequestDocument, uuid: string, context: Context): Promise<Response>
  }
}

/** The `refused` budget's answer, when spent: null while the client has some left. */
export async function overRefusedBudget<B>(route: AdmissionRoute<B>, client: string): Promise<Response | null> {
  const spent = await route.limiter.refused.take(client)
  if (spent.allowed) return null
  const seconds = spent.retryAfterSeconds
  return route.refuse(429, 'rateLimited', rateLimitWords(seconds), { 'retry-after': String(seconds) })
}

export async function admit<Body>(route: AdmissionRoute<Body>, request: Request, now: Date): Promise<Response> {
  const client = clientKey(request)
  const refused = async (status: number, error: RequestErrorCode, words: string) =>
    (await overRefusedBudget(route, client)) ?? route.refuse(status, error, words)
  if (route.originFirst && !isSameOrigin(request.headers)) return refused(403, 'crossOrigin', FROM_ELSEWHERE)

  const contentType = request.headers.get('content-type') ?? ''
  if (!route.types.test(contentType)) return refused(415, 'unsupportedMediaType', route.wrongType)
  // Counted on the stream: a chunked body has no Content-Length to trust.
  const read = await readCappedBody(request, route.maxBytes)
  if (!read.ok) {
    return read.reason === 'tooLarge'
      ? refused(413, 'tooLarge', `The ${route.noun} is larger than ${route.maxBytes / 1024} KB.`)
      : refused(400, 'badRequest', `The ${route.noun} could not be read.`)
  }
  const parsed = await route.parse(read.bytes, contentType)
  if (!parsed.ok) return refused(400, 'badRequest', parsed.words)

  const context: Context = { request, client, at: now }
  const other = await route.elsewise?.(parsed.body, context)
  if (other) return other
  const checked = route.check(parsed.body, context)
  if (!checked) return refused(400, 'badRequest', REFUSALS.badRequest)
  if (!route.originFirst && !isSameOrigin(request.headers)) {
    return (await overRefusedBudget(route, client)) ?? route.answer.fromElsewhere(checked, context)
  }
  const valid = Object.keys(checked.problems).length === 0
  // A family correcting a mistake on the no-script path spends nothing; from scripts, every post counts.
  if (!valid && !route.invalidSpends) return route.answer.invalid(checked, context)
  const budget = await route.limiter.wellFormed.take(client)
  if (!budget.allowed) return route.answer.rateLimited(checked, budget.retryAfterSeconds, context)
  if (!valid) return route.answer.invalid(checked, context)

  const ticketSign = await route.ticketSign?.(checked, context)
  const unverified = ticketSign === 'unverified'
  const signs = ticketSign && !unverified ? [...checked.signs, ticketSign] : checked.signs
  const uuid = checked.id ?? route.uuid()
  await route.beforeStore?.(checked, uuid, context)
  const document = requestDocument(checked.model, checked.values, {
    uuid,
    page: checked.page,
    now,
    spamReason: spamReason(signs),
    unverified,
  })
  const stored = await route.store(document)
  if (!stored.ok) return route.answer.notKept(checked, stored, context)
  console.info(
    `${route.log} Kept a ${document.kind} as ${document._id}${signs.length ? ` in Spam (${signs.join(', ')})` : unverified ? ' as New, unverified (its ticket was refused)' : ''}.`,
  )
  route.afterStore(document)
  return route.answer.kept(checked, document, uuid, context)
}
