/**
 * POST /api/contact (app/api/contact/route.ts): where the browser posts a
 * request form itself, when the page's scripts have not taken it over (a
 * slow phone, a dropped connection, JavaScript off). Admitted as every
 * request is (./admission.ts), with the same per-client budget and store as
 * POST /api/leads; the answer is a plain page (./no-script-page.ts) that
 * says what happened, when we will call, and shows every word typed, so the
 * origin is checked once the words are read, and a family correcting a
 * mistake spends nothing.
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
import type { RateLimiter, SplitRateLimiter } from '@/lib/limits/rate-limit'
import { fill } from '@/lib/i18n/fill'
import { isLanguage, type Language } from '@/lib/i18n/languages'
import { splitPath } from '@/lib/i18n/paths'
import { wordsFor } from '@/lib/i18n/words'
import { officeHoursFromContent, type OfficeHoursContent } from '@/lib/time/office-hours'
import { replyPromise, replyWayFor } from '@/lib/time/reply-promise'
import { serverBounds } from '../model/day-bounds'
import type { RequestDocument } from '../model/stored'
import { MODELS } from '../model/kinds'
import { MAX_FORM_FIELDS } from '../model/limits'
import { REFUSALS } from '../model/posted'
import { REQUEST_KINDS, type RequestKind, type RequestModel } from '../model/request'
import { HONEYPOT_FIELD, SPAM_SIGNS, type SpamSign } from '../model/spam'
import { readForm, validate } from '../model/validate'
import { isFamilyRequest } from '../model/waiting'
import { admit, FROM_ELSEWHERE, overRefusedBudget, type AdmissionRoute, type Context } from './admission'
import { confirmationTicket, readConfirmation } from './confirmation'
import { FORM_TYPES, readFormBody, type FormFields } from './form-body'
import { confirmationLimiter, rateLimitWords, requestLimiter } from './limits'
import { CONFIRM_FIELD, noScriptPage, type NoScriptOutcome, type NoScriptTime } from './no-script-page'
import { MEETING_FIELD, SLOT_FIELD, TEXT_REMINDER_FIELD } from '../booking/booking-fields'
import type { Meeting } from '../booking/hours'
import { checkWordsIn } from './check-words'
import { isSameOrigin } from './same-origin'
import type { ConfirmResult, StoreResult } from './store'

/** A 20,000-character message, URL-encoded from four-byte characters, with room to spare. */
export const MAX_BODY_BYTES = 512 * 1024

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
}

function refuse(status: number, _error: string, text: string, headers: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
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

/** The field every form carries with its page's language ("es"), so the answer is in it without a Referer. */
export const LANGUAGE_FIELD = 'language'

/** The visitor's language: the form's own field, else the page it came from. */
function languageOf(fields: FormFields, page: string): Language {
  const given = fields.get(LANGUAGE_FIELD)
  return isLanguage(given) ? given : splitPath(page).language
}

/** What the visitor calls what they sent: "message", "solicitud". */
export function nounOf(model: RequestModel, language: Language): string {
  const words = wordsFor(language)
  return { message: words.messageForm, consultation: words.consultationForm, application: words.applicationForm }[
    model.kind
  ].noun
}

/** A time chosen on the no-script form, for the request `uuid`. */
export interface NoScriptTimeChoice {
  slot: string
  meeting: Meeting
  uuid: string
  language: Language
  textReminder: boolean
}

export interface ContactHandlerOptions {
  store: (document: RequestDocument) => Promise<StoreResult>
  /** Moves a request kept as spam only for want of its confirmation (`reason`) to New; nothing else. */
  confirm: (id: string, reason: string) => Promise<ConfirmResult>
  /** The key of the tickets (./ticket-key.ts). */
  ticketKey: () => Uint8Array
  /**
   * The agency's phone and e-mail, offered on every page, and its office
   * hours, which say when we will call; null when the content cannot be read.
   */
  contacts: () => Promise<({ phone?: string | null; email?: string | null } & OfficeHoursContent) | null>
  /** What follows a request that reached New, after the answer (the owner's alert); nothing by default. */
  afterStore?: (document: RequestDocument) => void
  /** Holds the consultation's time chosen on the no-script form (features/requests/bookings.ts); none by default. */
  holdTime?: (choice: NoScriptTimeChoice) => Promise<NoScriptTime | null>
  limiter?: SplitRateLimiter
  /** "Confirm and send", per request (./limits.ts). */
  confirmations?: RateLimiter
  now?: () => Date
  uuid?: () => string
}

export function createContactHandler({
  store,
  confirm,
  ticketKey,
  contacts,
  afterStore = () => {},
  holdTime,
  limiter = requestLimiter,
  confirmations = confirmationLimiter,
  now = () => new Date(),
  uuid = randomUUID,
}: ContactHandlerOptions) {
  /** The plain page, with the words typed. It must help even when the content cannot be read: the words come first. */
  const page =
    (model: RequestModel, values: Record<string, string | string[]>, { at }: Context, language: Language) =>
    async (status: number, outcome: NoScriptOutcome, headers: Record<string, string> = {}) => {
      const content = await contacts().catch(() => null)
      const { phone, email } = content ?? {}
      // Unreadable content gives the default hours: a family is always told when to expect us.
      if (outcome.kind === 'kept' && isFamilyRequest(model.kind)) {
        const hours = officeHoursFromContent(content)
        outcome = { ...outcome, promise: replyPromise(at, hours, replyWayFor(values), language).words }
      }
      return new Response(noScriptPage({ model, values, outcome, phone, email, language }), {
        status,
        headers: { ...HTML_HEADERS, ...headers },
      })
    }

  // The time a consultation asked for, by its checked request, and what became of it.
  const chosen = new WeakMap<object, Omit<NoScriptTimeChoice, 'uuid'>>()
  const held = new WeakMap<object, NoScriptTime | null>()

  const route: AdmissionRoute<FormFields> = {
    log: '[contact]',
    limiter,
    types: FORM_TYPES,
    wrongType: 'Send the form as a form (application/x-www-form-urlencoded or multipart/form-data).',
    maxBytes: MAX_BODY_BYTES,
    noun: 'form',
    async parse(bytes, contentType) {
      const form = await readFormBody(bytes, contentType)
      if (form.ok) return { ok: true, body: form.fields }
      const tooMany = form.reason === 'tooManyFields'
      const words = wordsFor('en').noScript
      return {
        ok: false,
        words: tooMany ? fill(words.tooManyFields, { max: MAX_FORM_FIELDS }) : words.formUnreadable,
      }
    },
    originFirst: false,
    invalidSpends: false,
    /**
     * "Confirm and send": not a new request, so it stores nothing new. A page
     * elsewhere is refused before anything counts; a press spends the budget
     * of the one request its ticket names (./limits.ts), never the client's.
     */
    async elsewise(fields, context) {
      const ticket = fields.get(CONFIRM_FIELD)
      if (ticket === undefined) return null
      if (!isSameOrigin(context.request.headers)) return refuse(403, 'crossOrigin', FROM_ELSEWHERE)
      const confirmation = readConfirmation(ticketKey(), ticket, context.at)
      if (!confirmation.ok) {
        return (await overRefusedBudget(route, context.client)) ?? refuse(400, 'badRequest', REFUSALS.badRequest)
      }
      const { kind, id, inTime } = confirmation
      const language = languageOf(fields, sourcePage(context.request))
      const presses = await confirmations.take(id)
      if (!presses.allowed) {
        const seconds = presses.retryAfterSeconds
        return refuse(429, 'rateLimited', rateLimitWords(seconds, language), { 'retry-after': String(seconds) })
      }
      const answer = page(MODELS[kind], {}, context, language)
      const confirmed = inTime ? await confirm(id, SPAM_SIGNS.unconfirmed) : { ok: true as const, moved: false }
      if (!confirmed.ok) {
        const words = wordsFor(language)
        const noun = kind === 'message' ? words.messageForm.noun : words.consultationForm.noun
        return answer(503, { kind: 'notKept', reason: fill(words.noScript.couldNotConfirm, { noun }) })
      }
      if (confirmed.moved) {
        console.info(`[contact] ${id} was confirmed: moved to New.`)
        if (confirmed.request) afterStore(confirmed.request)
      }
      // Moved or not (too quick, too late, a honeypot): the same answer, so a script learns nothing;
      // the promise is worded without the request's answers ("We'll reply…"), for the same reason.
      return answer(200, { kind: 'kept' })
    },
    check(fields, { request, at }) {
      const kind = fields.get('kind') ?? 'message'
      if (!(REQUEST_KINDS as readonly string[]).includes(kind)) return null
      const model = MODELS[kind as RequestKind]
      const page = sourcePage(request)
      const language = languageOf(fields, page)
      const { values, problems } = validate(model, readForm(model, fields), serverBounds(at), checkWordsIn(language))
      // A filled honeypot gets the page a person gets, and its confirmation moves nothing.
      const signs: SpamSign[] = fields.get(HONEYPOT_FIELD) ? ['honeypot', 'unconfirmed'] : ['unconfirmed']
      // The request is the family's page's: without a Referer, the form says which language it was in.
      const checked = {
        model,
        values,
        problems,
        page: language === splitPath(page).language ? page : `/${language}`,
        signs,
      }
      const slot = fields.get(SLOT_FIELD)
      if (slot && model.kind === 'consultation') {
        chosen.set(checked, {
          slot,
          meeting: fields.get(MEETING_FIELD) === 'visit' ? 'visit' : 'phone',
          language,
          textReminder: fields.get(TEXT_REMINDER_FIELD) !== undefined,
        })
      }
      return checked
    },
    async beforeStore(checked, uuid) {
      const choice = chosen.get(checked)
      if (choice && holdTime) held.set(checked, await holdTime({ ...choice, uuid }))
    },
    store,
    // Kept as spam until "Confirm and send": the confirmation is what alerts the owner (above).
    afterStore: () => {},
    uuid,
    refuse,
    answer: {
      fromElsewhere: ({ model, values, page: from }, context) =>
        page(
          model,
          values,
          context,
          splitPath(from).language,
        )(403, {
          kind: 'notKept',
          reason: wordsFor(splitPath(from).language).noScript.fromElsewhere,
        }),
      invalid: ({ model, values, problems, page: from }, context) =>
        page(model, values, context, splitPath(from).language)(422, { kind: 'invalid', problems }),
      rateLimited: ({ model, values, page: from }, seconds, context) =>
        page(
          model,
          values,
          context,
          splitPath(from).language,
        )(
          429,
          { kind: 'notKept', reason: rateLimitWords(seconds, splitPath(from).language) },
          { 'retry-after': String(seconds) },
        ),
      notKept: ({ model, values, page: from }, stored, context) => {
        const language = splitPath(from).language
        const noun = nounOf(model, language)
        return page(
          model,
          values,
          context,
          language,
        )(stored.status, {
          kind: 'notKept',
          reason: fill(wordsFor(language).noScript.couldNotKeep, { noun }),
        })
      },
      kept: (checked, _document, requestUuid, context) =>
        page(
          checked.model,
          checked.values,
          context,
          splitPath(checked.page).language,
        )(200, {
          kind: 'confirm',
          token: confirmationTicket(ticketKey(), checked.model.kind, requestUuid, context.at),
          time: held.get(checked),
        }),
    },
  }
  return (request: Request): Promise<Response> => admit(route, request, now())
}
