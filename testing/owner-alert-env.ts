import type { OwnerAlertEnv } from '@/features/requests/server'
import type { EmailJsAccount, EmailJsFake } from './emailjs-api'
import type { TwilioAccount, TwilioFake } from './twilio-api'

/**
 * The owner-alert variables of a site whose e-mail and text alerts go to the
 * running fakes of EmailJS and Twilio on 127.0.0.1: what a test gives
 * `resolveOwnerAlertSetting` to have both channels set up.
 */
export function ownerAlertEnv(
  emailjs: { account: EmailJsAccount; fake: EmailJsFake },
  twilio: { account: TwilioAccount; fake: TwilioFake; from: string; to: string },
): OwnerAlertEnv {
  return {
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: emailjs.account.serviceId,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: emailjs.account.publicKey,
    EMAILJS_ALERT_TEMPLATE_ID: emailjs.account.templateId,
    EMAILJS_PRIVATE_KEY: emailjs.account.privateKey,
    EMAILJS_API_HOST: emailjs.fake.url,
    TWILIO_ACCOUNT_SID: twilio.account.accountSid,
    TWILIO_AUTH_TOKEN: twilio.account.authToken,
    TWILIO_FROM: twilio.from,
    OWNER_ALERT_TEXT_TO: twilio.to,
    TWILIO_API_HOST: twilio.fake.url,
  }
}
