/**
 * POST /api/contact (app/api/contact/route.ts): where the browser posts a
 * request form itself, when the page's scripts have not taken it over (a
 * slow phone, a dropped connection, JavaScript off). The same check as every
 * other path (../model/validate.ts), the same per-client budget and store as
 * POST /api/leads; the answer is a plain page (./no-script-page.ts) that
 * says what happened, when we will call, and shows every word typed.
 *
 * Such a post carries no ticket (no script fetched one), so a script could
 * use this path to skip the check of POST /api/leads. It is kept at once,
 * so nothing is lost, but as spam, and the page asks for one more press,
 * "Confirm and send" (./confirmation.ts). A script must read the page and
 * wait, as it must fetch a ticket and wait on the other path. The owner is
 * alerted when the request reaches New, after the answer, as from POST
 * /api/leads: at the confirmation, not before.
 */
import { randomUUID } from 'node:crypto'
import { officeHoursFromContent, type OfficeHoursContent } from '@/lib/time/office-hours'
import { clientKey, type SplitRateLimiter } from '@/lib/http/rate-limit'
import { replyPromise, replyWayFor } from '@/lib/time/reply-promise'
import { readCappedBody } from '@/lib/http/request-body'
import { serverBounds } from '../model/day-bounds'
import { requestDocument, type RequestDocument } from '../model/document'
import { REQUEST_KINDS, type RequestKind, type RequestModel } from '../model/request-model'
import { MODELS } from '../model/kinds'
import { HONEYPOT_FIELD, REFUSALS } from '../model/request'
import { SPAM_SIGNS, spamReason, type SpamSign } from '../model/spam'
import { readForm, validate } from '../model/validate'
import { isFamilyRequest } from '../model/waiting'
import { FORM_TYPES, MAX_FORM_FIELDS, readFormBody } from './form-body'
import { confirmationTicket, readConfirmation } from './confirmation'
import { requestLimiter, rateLimitWords } from './limits'
import { CONFIRM_FIELD, noScriptPage, type NoScriptOutcome } from './no-script-page'
import { isSameOrigin } from './same-origin'
import type { ConfirmResult, StoreResult } from './store'

/** A 20,000-character message, URL-encoded from four-byte characters, with room to spare. */
export const MAX_BODY_BYTES = 512 * 1024

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
}

function refuse(status: number, text: string) {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** The page the form was on, from the Referer a browser sends with a form it posts ("/" without one). */
function sourcePage(request: Request): string {
  try {
    const { pathname } = new URL(request.headers.get('referer') ?? '')
    return /^\/[\x21-\x7e]{0,299}$/.test(pathname) ? pathname : '/'
  } catch {
    return '/'
  }
}

export interface ContactHandlerOptions {
  store: (document: RequestDocument) => Promise<StoreResult>
  /** Moves a request kept as spam only for want of its confirmation (`reason`) to New; nothing else. */
  confirm: (id: string, reason: string) => Promise<ConfirmResult>
  /** The key of the tickets (./form-token-key.ts). */
  ticketKey: () => Uint8Array
  /**
   * The agency's phone and e-mail, offered on every page, and its office
   * hours, which say when we will call; null when the content cannot be read.
   */
  contacts: () => Promise<({ phone?: string | null; email?: string | null } & OfficeHoursContent) | null>
  /** What follows a request that reached New, after the answer (the owner's alert); nothing by default. */
  afterStore?: (document: RequestDocument) => void
  limiter?: SplitRateLimiter
  now?: () => Date
  uuid?: () => string
}

export function createContactHandler({
  store,
  confirm,
  ticketKey,
  contacts,
  afterStore = () => {},
  limiter = requestLimiter,
  now = () => new Date(),
  uuid = randomUUID,
}: ContactHandlerOptions) {
  return async function POST(request: Request): Promise<Response> {
    const client = clientKey(request)
    /** What no form of ours posts spends the client's `refused` budget, never the family's (as /api/leads). */
    const overRefusedBudget = () => {
      const allowed = limiter.refused.take(client)
      if (allowed.allowed) return null
      const response = refuse(429, rateLimitWords(allowed.retryAfterSeconds))
      response.headers.set('retry-after', String(allowed.retryAfterSeconds))
      return response
    }
    const refused = (status: number, text: string) => overRefusedBudget() ?? refuse(status, text)

    const contentType = request.headers.get('content-type') ?? ''
    if (!FORM_TYPES.test(contentType)) {
      return refused(415, 'Send the form as a form (application/x-www-form-urlencoded or multipart/form-data).')
    }
    // Counted on the stream: a chunked body has no Content-Length to trust.
    const read = await readCappedBody(request, MAX_BODY_BYTES)
    if (!read.ok) {
      return read.reason === 'tooLarge'
        ? refused(413, `The form is larger than ${MAX_BODY_BYTES / 1024} KB.`)
        : refused(400, 'The form could not be read.')
    }
    const form = await readFormBody(read.bytes, contentType)
    if (!form.ok) {
      const tooMany = form.reason === 'tooManyFields'
      return refused(400, tooMany ? `A form has at most ${MAX_FORM_FIELDS} fields.` : 'The form could not be read.')
    }
    const at = now()
    // The page must help even when the content cannot be read: the words come first.
    const pageFor =
      (model: RequestModel, values: Record<string, string | string[]>) =>
      async (status: number, outcome: NoScriptOutcome, headers: Record<string, string> = {}) => {
        const content = await contacts().catch(() => null)
        const { phone, email } = content ?? {}
        // Unreadable content gives the default hours: a family is always told when to expect us.
        if (outcome.kind === 'kept' && isFamilyRequest(model.kind)) {
          outcome = {
            ...outcome,
            promise: replyPromise(at, officeHoursFromContent(content), replyWayFor(values)).words,
          }
        }
        return new Response(noScriptPage({ model, values, outcome, phone, email }), {
          status,
          headers: { ...HTML_HEADERS, ...headers },
        })
      }

    const ticket = form.fields.get(CONFIRM_FIELD)
    if (ticket !== undefined) {
      // Not a new request: it spends the `refused` budget, never the family's, and stores nothing new.
      const limited = overRefusedBudget()
      if (limited) return limited
      if (!isSameOrigin(request.headers)) return refuse(403, 'Requests are taken only from the forms on this website.')
      const confirmation = readConfirmation(ticketKey(), ticket, at)
      if (!confirmation.ok) return refuse(400, REFUSALS.badRequest)
      const { kind, id, inTime } = confirmation
      const page = pageFor(MODELS[kind], {})
      const confirmed = inTime ? await confirm(id, SPAM_SIGNS.unconfirmed) : { ok: true as const, moved: false }
      if (!confirmed.ok) {
        const noun = kind === 'message' ? 'message' : 'request'
        return page(503, {
          kind: 'notKept',
          reason: `Our website could not take your confirmation just now. Your ${noun} is kept, but please use your browser's Back button and press “Confirm and send” again, or call us.`,
        })
      }
      if (confirmed.moved) {
        console.info(`[contact] ${id} was confirmed: moved to New.`)
        if (confirmed.request) afterStore(confirmed.request)
      }
      // Moved or not (too quick, too late, a honeypot): the same answer, so a script learns nothing;
      // the promise is worded without the request's answers ("We'll reply…"), for the same reason.
      return page(200, { kind: 'kept' })
    }

    const kind = form.fields.get('kind') ?? 'message'
    if (!(REQUEST_KINDS as readonly string[]).includes(kind)) return refused(400, REFUSALS.badRequest)

    const model = MODELS[kind as RequestKind]
    const { ok, values, problems } = validate(model, readForm(model, form.fields), serverBounds(at))
    const page = pageFor(model, values)

    if (!isSameOrigin(request.headers)) {
      const limited = overRefusedBudget()
      if (limited) return limited
      return page(403, { kind: 'notKept', reason: 'Requests are taken only from the forms on this website.' })
    }
    if (!ok) return page(422, { kind: 'invalid', problems })
    // Counted only when it would be kept: a family correcting a mistake spends nothing.
    const allowed = limiter.wellFormed.take(client)
    if (!allowed.allowed) {
      const seconds = allowed.retryAfterSeconds
      return page(429, { kind: 'notKept', reason: rateLimitWords(seconds) }, { 'retry-after': String(seconds) })
    }
    // A filled honeypot gets the page a person gets, and its confirmation moves nothing.
    const signs: SpamSign[] = form.fields.get(HONEYPOT_FIELD) ? ['honeypot', 'unconfirmed'] : ['unconfirmed']
    const requestUuid = uuid()
    const document = requestDocument(model, values, {
      uuid: requestUuid,
      page: sourcePage(request),
      now: at,
      spamReason: spamReason(signs),
    })
    const stored = await store(document)
    if (!stored.ok) {
      return page(stored.status, { kind: 'notKept', reason: `Our website could not keep your ${model.noun} just now.` })
    }
    console.info(
      `[contact] Kept a ${document.kind} sent without the page's scripts as ${document._id}, in Spam until confirmed.`,
    )
    return page(200, { kind: 'confirm', token: confirmationTicket(ticketKey(), model.kind, requestUuid, at) })
  }
}
