/**
 * The one place that calls EmailJS: it loads the library on a form's first
 * touch, keeps each form's throttle, and maps a request's answers (the
 * model's names) to the parameter names of the agency's EmailJS templates
 * (`from_name`, `care_for`…), which docs/operations.md lists for the owner.
 */
import type { StorageProvider } from '@emailjs/browser'
import type { EmailJsConfig } from '@/lib/env/emailjs'
import type { Language } from '@/lib/i18n/languages'
import { valueInWords } from '../model/fields'
import type { RequestKind, RequestModel } from '../model/request'
import { answersInWords, requestSubject } from '../model/summary'
import { SEND_THROTTLE_MS } from '../model/limits'
import { describeSendError } from './failures'

/** The key EmailJS's limitRate keeps each form's last send under: a message does not hold back a request. */
export const THROTTLE_IDS: Record<RequestKind, string> = {
  message: 'contact-form',
  consultation: 'consultation-form',
  application: 'application-form',
}

/** The templates' parameter names where they differ from the model's field names. */
const PARAMETER_NAMES: Partial<Record<string, string>> = {
  name: 'from_name',
  careRecipient: 'care_for',
  howSoon: 'how_soon',
  startDate: 'start_date',
  hoursPerWeek: 'hours',
  bestTimeToCall: 'call_time',
  availableFrom: 'available_from',
  heardFrom: 'heard_from',
  referredBy: 'referred_by',
  backgroundCheck: 'background_check',
  preferredLanguage: 'preferred_language',
}

/**
 * Every answer in words under its template name (a date spelled out, a
 * choice by its label, empty when not given), `lead_id`, the request's Inbox
 * entry, `reply_promise`, when we will call ("We'll call you within the
 * hour.", in the family's language), for the auto-reply, and `language`,
 * the family's ("en" or "es"), so a template can answer in it. A consultation request or an application
 * also carries `request_type`, each date as YYYY-MM-DD (`start_date_iso`,
 * `available_from_iso`), and a `subject` and `message` holding the whole
 * request, for an account that sends it with the message template.
 */
export function templateParams(
  model: RequestModel,
  values: Record<string, string | string[]>,
  requestId: string,
  replyPromise = '',
  language: Language = 'en',
): Record<string, string> {
  const params: Record<string, string> = {}
  for (const field of model.fields) {
    const value = values[field.name]
    params[PARAMETER_NAMES[field.name] ?? field.name] = value === undefined ? '' : valueInWords(field, value)
  }
  if (model.kind === 'message') return { ...params, lead_id: requestId, reply_promise: replyPromise, language }
  const isoDates = Object.fromEntries(
    model.fields
      .filter((field) => field.type === 'date')
      .map((field) => [`${PARAMETER_NAMES[field.name] ?? field.name}_iso`, String(values[field.name] ?? '')]),
  )
  return {
    request_type: model.kind,
    ...params,
    ...isoDates,
    subject: requestSubject(model, values),
    message: answersInWords(model, values)
      .map(([title, text]) => `${title}: ${text}`)
      .join('\n'),
    lead_id: requestId,
    reply_promise: replyPromise,
    language,
  }
}

/** A kind's own template, or the message template when the account has none for it. */
export function templateFor(kind: RequestKind, config: EmailJsConfig): string {
  const own = {
    message: undefined,
    consultation: config.consultationTemplateId,
    application: config.applicationTemplateId,
  }
  return own[kind] ?? config.templateId
}

/**
 * localStorage, so the throttle holds across reloads; EmailJS's `init` drops
 * its own default storage unless one is passed. Falls back to memory where
 * storage is blocked (some private windows throw on access).
 */
function browserStorage(): StorageProvider {
  const memory = new Map<string, string>()
  const attempt = <T>(withStorage: (storage: Storage) => T, fallback: () => T): T => {
    try {
      return withStorage(window.localStorage)
    } catch {
      return fallback()
    }
  }
  return {
    get: async (key) =>
      attempt(
        (storage) => storage.getItem(key),
        () => memory.get(key),
      ),
    set: async (key, value) =>
      attempt(
        (storage) => storage.setItem(key, value),
        () => void memory.set(key, value),
      ),
    remove: async (key) =>
      attempt(
        (storage) => storage.removeItem(key),
        () => void memory.delete(key),
      ),
  }
}

const storage = typeof window === 'undefined' ? null : browserStorage()
let library: Promise<typeof import('@emailjs/browser')> | null = null

/** Loads EmailJS on the visitor's first touch of a form rather than with the page, and configures it once. */
export function loadEmailJs(publicKey: string) {
  library ??= import('@emailjs/browser').then((emailjs) => {
    emailjs.init({
      publicKey,
      blockHeadless: true,
      limitRate: { id: THROTTLE_IDS.message, throttle: SEND_THROTTLE_MS },
      storageProvider: storage ?? undefined,
    })
    return emailjs
  })
  return library
}

/** One request by e-mail, through the account's service, with its kind's template and throttle. */
export async function emailRequest(
  config: EmailJsConfig,
  model: RequestModel,
  values: Record<string, string | string[]>,
  requestId: string,
  replyPromise: string,
  language: Language = 'en',
) {
  const emailjs = await loadEmailJs(config.publicKey)
  const throttleId = THROTTLE_IDS[model.kind]
  try {
    return await emailjs.send(
      config.serviceId,
      templateFor(model.kind, config),
      templateParams(model, values, requestId, replyPromise, language),
      {
        limitRate: { id: throttleId, throttle: SEND_THROTTLE_MS },
      },
    )
  } catch (error) {
    // limitRate records the attempt before sending. A send that failed for
    // any other reason must not stop the visitor from trying again at once.
    if (describeSendError(error).reason !== 'throttled') await storage?.remove(throttleId)
    throw error
  }
}
