import 'server-only'
import type { TextAlertConfig } from '@/features/requests/alerts/env'
import { attemptOnce, type Attempt, type DeliveryOptions } from './retry'

/**
 * A text to one of the owner's phones through Twilio's Messages API, with
 * fetch rather than the `twilio` package: one form-encoded POST with basic
 * auth is all the site needs, and the package (the whole Twilio API, with
 * its own HTTP client) would add megabytes to the server bundle and a second
 * way of timing out.
 *
 *   POST {apiHost}/2010-04-01/Accounts/{AccountSid}/Messages.json
 *   To, From (or MessagingServiceSid), Body   → 201 {sid, status: "queued", …}
 *
 * 201 means Twilio accepted the text for delivery; the carrier's delivery
 * report comes later, in the Twilio console's logs.
 */

export function messagesPath(accountSid: string): string {
  return `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`
}

export function sendAlertText(
  config: TextAlertConfig,
  to: string,
  body: string,
  options: DeliveryOptions,
): Promise<Attempt> {
  const form = new URLSearchParams({ To: to, Body: body })
  form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from)
  return attemptOnce(
    `${config.apiHost}${messagesPath(config.accountSid)}`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
    options,
  )
}

/** Twilio's error code from a refusal's JSON (`{code: 21211, message: …}`); the message itself may quote a number. */
export function twilioErrorCode(attempt: Attempt): number | null {
  if (attempt.ok || !attempt.body) return null
  try {
    const code = (JSON.parse(attempt.body) as { code?: unknown }).code
    return typeof code === 'number' ? code : null
  } catch {
    return null
  }
}

const HINTS: Record<number, string> = {
  20003: 'Check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.',
  21211: 'A number to text (Alerts to your phone in the Studio, or OWNER_ALERT_TEXT_TO) is not a valid phone number.',
  21408: "The Twilio account may not text this region: see the console's Messaging → Geo permissions.",
  21606: 'TWILIO_FROM is not a number of this account that can send texts.',
  21608: 'A trial account texts only verified numbers: verify this one in the Twilio console, or upgrade.',
  21610: 'This phone replied STOP to the sending number: text START from it to receive alerts again.',
  21612: 'Twilio cannot text between these two numbers.',
}

/** What to check when Twilio refuses a text, in the operator's terms. */
export function twilioHint(attempt: Attempt): string {
  if (attempt.ok || attempt.reason !== 'rejected') return ''
  const code = twilioErrorCode(attempt)
  if (code !== null && HINTS[code]) return `${HINTS[code]} (Twilio error ${code})`
  if (attempt.httpStatus === 401) return HINTS[20003]!
  return code !== null ? `See Twilio error ${code} in the console's Monitor → Logs.` : "See the Twilio console's logs."
}
