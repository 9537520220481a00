import 'server-only'
import { ZIP_TABLE, type ZipTable } from '@/features/service-area/zip-lookup'
import { siteUrl } from '@/lib/env/site'
import { ownerAlertSetting, type OwnerAlertSetting } from '@/features/requests/alerts/env'
import type { OfficeHours } from '@/lib/time/office-hours'
import { replyPromise, replyWayFor } from '@/lib/time/reply-promise'
import type { AlertRequest } from './alert-request'
import {
  channelOutcome,
  CHANNEL_WORDS,
  deliver,
  errorWords,
  failed,
  newRun,
  textEach,
  textTargets,
  type AlertLog,
} from './delivery'
import { alertCounty } from './county'
import { siteAlertBudget, type AlertBudget, type BudgetVerdict } from './budget'
import { alertEmailParams, digestEmailParams } from './email-params'
import { emailJsHint, sendAlertEmail } from './emailjs-server'
import { DEFAULT_ALERTS_PER_HOUR } from '../model/alert-settings'
import type { AlertChannel, ChannelOutcome, OwnerAlertOutcome } from '../model/owner-alert'
import { throttledLog } from '@/lib/throttled-log'
import { alertText, digestText } from './text-message'
import { readStudioAlertSettings, type StudioAlertSettings } from './studio-numbers'

export type { AlertLog } from './delivery'

/**
 * The owner's alert for a stored request: an e-mail and a text, each when
 * configured (./env.ts, `ownerAlertSetting`), at the same time; the
 * text to the numbers the owner set in the Studio (./studio-numbers.ts). The route
 * calls it after storing and answers the family without waiting for it:
 *
 *   void sendOwnerAlert(document, { officeHours }).then((outcome) => record(outcome))
 *
 * It never throws, and logs what failed and what to check, never a word of
 * the request (only its random id).
 */

export { ALERT_RETRY_DELAY_MS, ALERT_TIMEOUT_MS } from './delivery'

/** A flood's held alerts say so once a minute, never once each. */
const logHeld = throttledLog((line) => console.info(line))

export interface OwnerAlertOptions {
  /** The channels; by default from the environment. */
  setting?: OwnerAlertSetting
  /** The owner's "Alerts to your phone"; by default read from the Content Lake, once per alert. */
  studioSettings?: () => Promise<StudioAlertSettings>
  /** For the Studio link; by default the public address (NEXT_PUBLIC_SITE_URL). */
  siteUrl?: string
  /** The owner's office hours: with them the e-mail says what the family was promised. */
  officeHours?: OfficeHours
  /** The site's alerts an hour (./budget.ts); the tests give one of their own. */
  budget?: AlertBudget
  zipTable?: Pick<ZipTable, 'zips'>
  fetch?: typeof fetch
  log?: AlertLog
  now?: () => Date
  timeoutMs?: number
  retryDelayMs?: number
}

export async function sendOwnerAlert(
  request: AlertRequest,
  options: OwnerAlertOptions = {},
): Promise<OwnerAlertOutcome> {
  const run = newRun(request, options)
  try {
    const setting = options.setting ?? ownerAlertSetting()
    const county = alertCounty(request, options.zipTable ?? ZIP_TABLE)
    const site = options.siteUrl ?? siteUrl()
    // Read once for both channels: the numbers and pause for the text, the alerts an hour for both.
    let studio: Promise<StudioAlertSettings> | null = null
    const studioSettings = () => (studio ??= (options.studioSettings ?? readStudioAlertSettings)())
    const budget = options.budget ?? siteAlertBudget
    /** Whether this channel may alert: within the hour's budget, the digest instead, or nothing. */
    const spend = async (channel: AlertChannel): Promise<{ perHour: number; verdict: BudgetVerdict }> => {
      const read = await studioSettings()
      const perHour = read.read ? read.perHour : DEFAULT_ALERTS_PER_HOUR
      return { perHour, verdict: await budget.spend(channel, perHour, run.now()) }
    }
    const held = (channel: AlertChannel): ChannelOutcome => {
      logHeld(
        `[alerts] Over the alerts an hour: no ${CHANNEL_WORDS[channel].name} for ${request._id} and others like it.`,
      )
      return { status: 'held', at: run.now().toISOString() }
    }

    const email = channelOutcome(run, 'email', setting.email, async (config) => {
      const { perHour, verdict } = await spend('email')
      if (verdict.send === 'none') return held('email')
      const params =
        verdict.send === 'digest'
          ? digestEmailParams(perHour, verdict.resetsAt, site)
          : alertEmailParams(request, {
              county,
              siteUrl: site,
              // A family who booked a time was promised that time.
              replyPromise: request.appointment
                ? `Booked: ${request.appointment}`
                : options.officeHours
                  ? replyPromise(new Date(request.submittedAt), options.officeHours, replyWayFor(request)).words
                  : '',
            })
      const result = await deliver(run, 'email', '', () => sendAlertEmail(config, params, run.delivery), emailJsHint)
      if (!result.ok) return failed(run, result)
      return verdict.send === 'digest'
        ? { status: 'held', at: run.now().toISOString(), digest: true }
        : { status: 'sent', at: run.now().toISOString() }
    })

    const text = channelOutcome(run, 'text', setting.text, async (config) => {
      const targets = textTargets(run, await studioSettings(), config.to)
      if ('outcome' in targets) return targets.outcome
      const { perHour, verdict } = await spend('text')
      if (verdict.send === 'none') return held('text')
      const body = verdict.send === 'digest' ? digestText(perHour, verdict.resetsAt) : alertText(request, county)
      const { sentTo, outcome } = await textEach(run, config, targets.to, body)
      return sentTo && verdict.send === 'digest'
        ? { status: 'held', at: run.now().toISOString(), digest: true }
        : outcome
    })

    return { email: await email, text: await text }
  } catch (error) {
    // Configuration that cannot even be read (e.g. a malformed NEXT_PUBLIC_SITE_URL): logged, never thrown.
    run.log.error(`[alerts] Could not alert the owner about ${request?._id}: ${errorWords(error)}`)
    const outcome = failed(run, { ok: false, reason: 'error' })
    return { email: outcome, text: outcome }
  }
}
