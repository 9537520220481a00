import 'server-only'
import { isHttpUrl } from '@/lib/env/content'
import { toE164 } from '@/lib/contact-links'
import { alertNumbers, MAX_ALERT_NUMBERS } from '../model/alert-numbers'

/**
 * The owner's alert for each stored request (./send-owner-alert.ts), by
 * e-mail through EmailJS's server API and by text through Twilio: their
 * variables, read and checked here. Each channel is optional. Server only,
 * all of it: the private key, the auth token and the owner's numbers never
 * go near a client component.
 */

/**
 * The owner's alert for each stored request (./send-owner-alert.ts), by
 * e-mail through EmailJS's server API and by text through Twilio. Each
 * channel is optional. Server only, all of it: the private key, the auth
 * token and the owner's numbers never go near a client component.
 */

export const OWNER_ALERT_VARIABLES = {
  email: ['EMAILJS_ALERT_TEMPLATE_ID', 'EMAILJS_PRIVATE_KEY'],
  text: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'OWNER_ALERT_TEXT_TO'],
} as const

export { MAX_ALERT_NUMBERS }

export type OwnerAlertEnv = Partial<
  Record<
    | (typeof OWNER_ALERT_VARIABLES)['email' | 'text'][number]
    | 'NEXT_PUBLIC_EMAILJS_SERVICE_ID'
    | 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'
    | 'EMAILJS_API_HOST'
    | 'TWILIO_API_HOST',
    string
  >
>

export interface EmailAlertConfig {
  /** The contact form's service and public key; the alert has a template of its own. */
  serviceId: string
  publicKey: string
  templateId: string
  privateKey: string
  /** https://api.emailjs.com, or the tests' fake. */
  apiHost: string
}

export interface TextAlertConfig {
  accountSid: string
  authToken: string
  /** The sending number, +1 and ten digits, or a messaging service's SID (MG…). */
  from: string
  /**
   * The owner's numbers from OWNER_ALERT_TEXT_TO, +1 and ten digits each. May be
   * empty: the numbers set in the Studio come first (features/requests/alerts/studio-numbers.ts).
   */
  to: string[]
  /** https://api.twilio.com, or the tests' fake. */
  apiHost: string
}

/** On, or off with the variables still to set (`missing`) and what to fix when it was half set up (`problems`). */
export type AlertChannelSetting<T> = { config: T } | { config: null; missing: string[]; problems: string[] }

export interface OwnerAlertSetting {
  email: AlertChannelSetting<EmailAlertConfig>
  text: AlertChannelSetting<TextAlertConfig>
}

/** What the text channel needs of the environment; the numbers may come from the Studio instead. */
const TWILIO_ACCOUNT = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const

const TWILIO_ACCOUNT_SID = /^AC[0-9a-f]{32}$/i
const TWILIO_MESSAGING_SERVICE = /^MG[0-9a-f]{32}$/i

function apiHostProblem(name: string, value: string | undefined): string | null {
  return value === undefined || isHttpUrl(value)
    ? null
    : `${name} "${value}" is not a URL: use a full address such as https://example.com, or unset it.`
}

function channelSetting<T>(
  env: OwnerAlertEnv,
  own: readonly (keyof OwnerAlertEnv)[],
  required: readonly (keyof OwnerAlertEnv)[],
  build: (value: (name: keyof OwnerAlertEnv) => string, problems: string[]) => T,
): AlertChannelSetting<T> {
  const value = (name: keyof OwnerAlertEnv) => env[name]?.trim() ?? ''
  // None of the channel's own variables: switched off on purpose, nothing to fix.
  if (own.every((name) => !value(name))) return { config: null, missing: [...own], problems: [] }
  const missing = required.filter((name) => !value(name))
  const problems = missing.map((name) => `${name} is not set.`)
  const config = build(value, problems)
  return problems.length ? { config: null, missing, problems } : { config }
}

export function resolveOwnerAlertSetting(env: OwnerAlertEnv): OwnerAlertSetting {
  const email = channelSetting(
    env,
    OWNER_ALERT_VARIABLES.email,
    ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', ...OWNER_ALERT_VARIABLES.email],
    (value, problems): EmailAlertConfig => {
      const apiHost = value('EMAILJS_API_HOST') || undefined
      const hostProblem = apiHostProblem('EMAILJS_API_HOST', apiHost)
      if (hostProblem) problems.push(hostProblem)
      return {
        serviceId: value('NEXT_PUBLIC_EMAILJS_SERVICE_ID'),
        publicKey: value('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'),
        templateId: value('EMAILJS_ALERT_TEMPLATE_ID'),
        privateKey: value('EMAILJS_PRIVATE_KEY'),
        apiHost: (apiHost ?? 'https://api.emailjs.com').replace(/\/+$/, ''),
      }
    },
  )
  // The numbers are not required here: the owner may set them in the Studio instead.
  const text = channelSetting(env, OWNER_ALERT_VARIABLES.text, TWILIO_ACCOUNT, (value, problems) => {
    const accountSid = value('TWILIO_ACCOUNT_SID')
    if (accountSid && !TWILIO_ACCOUNT_SID.test(accountSid)) {
      problems.push(
        `TWILIO_ACCOUNT_SID "${accountSid}" is not a Twilio account SID: copy the one that starts with AC from the Twilio console.`,
      )
    }
    const fromText = value('TWILIO_FROM')
    const from = TWILIO_MESSAGING_SERVICE.test(fromText) ? fromText : toE164(fromText)
    if (fromText && !from) {
      problems.push(
        `TWILIO_FROM "${fromText}" is neither a US number (e.g. +17705550142) nor a messaging service SID (MG…).`,
      )
    }
    const { numbers: to, invalid } = alertNumbers(value('OWNER_ALERT_TEXT_TO').split(/[,;]/))
    // The owner's numbers are not echoed into logs: their position is enough to find them.
    for (const position of invalid) {
      problems.push(`OWNER_ALERT_TEXT_TO: number ${position} is not a US number with area code.`)
    }
    if (to.length > MAX_ALERT_NUMBERS) {
      problems.push(`OWNER_ALERT_TEXT_TO lists ${to.length} numbers: at most ${MAX_ALERT_NUMBERS}.`)
    }
    const apiHost = value('TWILIO_API_HOST') || undefined
    const hostProblem = apiHostProblem('TWILIO_API_HOST', apiHost)
    if (hostProblem) problems.push(hostProblem)
    return {
      accountSid,
      authToken: value('TWILIO_AUTH_TOKEN'),
      from: from ?? '',
      to,
      apiHost: (apiHost ?? 'https://api.twilio.com').replace(/\/+$/, ''),
    }
  })
  return { email, text }
}

/** This process's alert channels. Server only. */
export function ownerAlertSetting(): OwnerAlertSetting {
  return resolveOwnerAlertSetting({
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    EMAILJS_ALERT_TEMPLATE_ID: process.env.EMAILJS_ALERT_TEMPLATE_ID,
    EMAILJS_PRIVATE_KEY: process.env.EMAILJS_PRIVATE_KEY,
    EMAILJS_API_HOST: process.env.EMAILJS_API_HOST,
    TWILIO_ACCOUNT_SID: process.env.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: process.env.TWILIO_AUTH_TOKEN,
    TWILIO_FROM: process.env.TWILIO_FROM,
    OWNER_ALERT_TEXT_TO: process.env.OWNER_ALERT_TEXT_TO,
    TWILIO_API_HOST: process.env.TWILIO_API_HOST,
  })
}

/**
 * The EmailJS template of the family's reminder the day before a booked consultation (issue 62): sent with the
 * alerts' service, keys and host, to the family's address. Unset: no family e-mail reminder.
 */
export function reminderEmailTemplateId(): string | undefined {
  return process.env.EMAILJS_REMINDER_TEMPLATE_ID?.trim() || undefined
}
