import 'server-only'
import type { Job } from '@/lib/schedule/run-due'
import { siteUrl } from '@/lib/env/site'
import { deliver, errorWords, failed, newRun } from '../alerts/delivery'
import { emailJsHint, sendAlertEmail } from '../alerts/emailjs-server'
import { ownerAlertSetting, reminderEmailTemplateId } from '../alerts/env'
import { sendOwnerMessage } from '../alerts/send-owner-message'
import { sendAlertText, twilioHint } from '../alerts/twilio'
import type { ChannelOutcome } from '../model/owner-alert'
import { readRequest } from '../server/store'
import type { Booking } from './booking'
import { bookingParts } from './booking-parts'
import { runBookingReminders } from './booking-reminders'

/**
 * The booking's job for the site's one scheduler (features/requests/schedule.ts): its reminders and the letting go
 * of stale holds (./booking-reminders.ts), with the real channels: the family's e-mail through EmailJS's reminder
 * template, their text and the owner's through Twilio and the alerts (../alerts/).
 */
async function emailFamily(booking: Booking, params: Record<string, string>): Promise<ChannelOutcome> {
  const setting = ownerAlertSetting().email
  const templateId = reminderEmailTemplateId()
  if (!setting.config || !templateId) {
    return { status: 'notConfigured', missing: setting.config ? ['EMAILJS_REMINDER_TEMPLATE_ID'] : setting.missing }
  }
  const run = newRun({ _id: `the reminder of ${booking.requestId}` }, {})
  const config = { ...setting.config, templateId }
  const result = await deliver(run, 'email', '', () => sendAlertEmail(config, params, run.delivery), emailJsHint)
  return result.ok ? { status: 'sent', at: run.now().toISOString() } : failed(run, result)
}

async function textFamily(booking: Booking, body: string): Promise<ChannelOutcome> {
  const setting = ownerAlertSetting().text
  if (!setting.config || !booking.phone)
    return { status: 'notConfigured', missing: setting.config ? [] : setting.missing }
  const config = setting.config
  const run = newRun({ _id: `the reminder text of ${booking.requestId}` }, {})
  const result = await deliver(
    run,
    'text',
    '',
    () => sendAlertText(config, booking.phone!, body, run.delivery),
    twilioHint,
  )
  return result.ok ? { status: 'sent', at: run.now().toISOString(), sentTo: 1 } : failed(run, result)
}

export function bookingJob(agencyName: () => Promise<string>): Job {
  return {
    name: 'consultation reminders',
    async run(now) {
      const parts = bookingParts()
      if (!parts) return 'off: SANITY_API_WRITE_TOKEN is not set, so no booking is kept'
      return runBookingReminders({
        store: parts.store,
        now,
        siteUrl: siteUrl(),
        agency: await agencyName(),
        async requestIsNew(id) {
          try {
            const request = await readRequest(id)
            return request ? request.status !== 'spam' : false
          } catch (error) {
            console.error(`[booking] ${id} could not be read: ${errorWords(error)}`)
            return null
          }
        },
        emailFamily,
        textFamily,
        tellOwner: (message) => sendOwnerMessage(message, ['email', 'text']),
      })
    },
  }
}
