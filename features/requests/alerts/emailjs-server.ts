import 'server-only'
import type { EmailAlertConfig } from '@/features/requests/alerts/env'
import { attemptOnce, type Attempt, type DeliveryOptions } from './retry'

/**
 * The alert e-mail through EmailJS's REST API, the endpoint its Node SDK
 * (@emailjs/nodejs) posts to. Called with fetch rather than the SDK: the SDK
 * always dials https://api.emailjs.com on port 443, so the tests could not
 * point it at their fake on 127.0.0.1, and it sets no timeout of its own.
 *
 *   POST {apiHost}/api/v1.0/email/send
 *   {service_id, template_id, user_id: public key, accessToken: private key, template_params}
 *   → 200 "OK"
 */

export const EMAILJS_SEND_PATH = '/api/v1.0/email/send'

export function sendAlertEmail(
  config: EmailAlertConfig,
  params: Record<string, string>,
  options: DeliveryOptions,
): Promise<Attempt> {
  return attemptOnce(
    `${config.apiHost}${EMAILJS_SEND_PATH}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_id: config.serviceId,
        template_id: config.templateId,
        user_id: config.publicKey,
        accessToken: config.privateKey,
        template_params: params,
      }),
    },
    options,
  )
}

/** What to check when EmailJS refuses the alert (its 4xx answers), in the operator's terms. */
export function emailJsHint(attempt: Attempt): string {
  if (attempt.ok || attempt.reason !== 'rejected') return ''
  switch (attempt.httpStatus) {
    case 403:
      return 'EmailJS takes calls from servers only with "Allow EmailJS API for non-browser applications" ticked (Account → Security), and the private key in EMAILJS_PRIVATE_KEY.'
    case 400:
    case 404:
      return 'Check EMAILJS_ALERT_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_SERVICE_ID and NEXT_PUBLIC_EMAILJS_PUBLIC_KEY in the EmailJS dashboard.'
    case 412:
      return "EmailJS could not use the e-mail service: reconnect it in the dashboard's Email Services."
    case 426:
      return "The EmailJS account's plan does not allow this call: see its Account page."
    default:
      return 'See the EmailJS dashboard (Email History).'
  }
}
