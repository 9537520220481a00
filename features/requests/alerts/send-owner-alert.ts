import 'server-only'
import { ZIP_TABLE, type ZipTable } from '@/features/service-area/zip-lookup'
import { siteUrl } from '@/lib/env/site'
import { ownerAlertSetting, type AlertChannelSetting, type OwnerAlertSetting } from '@/features/requests/alerts/env'
import type { OfficeHours } from '@/lib/time/office-hours'
import { replyPromise, replyWayFor } from '@/lib/time/reply-promise'
import type { AlertRequest } from './alert-request'
import { alertCounty } from './county'
import { failureWords, withOneRetry, type Attempt, type DeliveryOptions } from './retry'
import { siteAlertBudget, type AlertBudget, type BudgetVerdict } from './budget'
import { alertEmailParams, digestEmailParams } from './email-params'
import { emailJsHint, sendAlertEmail } from './emailjs-server'
import { DEFAULT_ALERTS_PER_HOUR } from '../model/alert-settings'
import type { AlertChannel, ChannelOutcome, OwnerAlertOutcome } from '../model/owner-alert'
import { throttledLog } from '@/lib/throttled-log'
import { alertText, digestText } from './text-message'
import { readStudioAlertSettings, textRecipients, type StudioAlertSettings } from './studio-numbers'
import { sendAlertText, twilioHint } from './twilio'

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

/** Per attempt: long enough for a slow answer, short enough that a retry still lands within seconds. */
export const ALERT_TIMEOUT_MS = 4000
export const ALERT_RETRY_DELAY_MS = 1000

export interface AlertLog {
  info(message: string): void
  error(message: string): void
}

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

const CHANNEL_WORDS: Record<AlertChannel, { name: string; service: string }> = {
  email: { name: 'e-mail', service: 'EmailJS' },
  text: { name: 'text', service: 'Twilio' },
}

interface Run {
  request: AlertRequest
  log: AlertLog
  now: () => Date
  delivery: DeliveryOptions
}

/** A flood's held alerts say so once a minute, never once each. */
const logHeld = throttledLog((line) => console.info(line))

/** One call and its retry, logged: "[alerts] The text alert for lead.… (phone 2 of 2) failed twice: …". */
async function deliver(
  run: Run,
  channel: AlertChannel,
  which: string,
  send: () => Promise<Attempt>,
  hint: (a: Attempt) => string,
) {
  const { service, name } = CHANNEL_WORDS[channel]
  const subject = `The ${name} alert for ${run.request._id}${which}`
  let retried = false
  const result = await withOneRetry(send, {
    retryDelayMs: run.delivery.retryDelayMs,
    onRetry: (first) => {
      retried = true
      run.log.error(
        `[alerts] ${subject} failed (${failureWords(first, service, run.delivery.timeoutMs)}); trying once more.`,
      )
    },
  })
  if (result.ok) run.log.info(`[alerts] ${subject} was sent.`)
  else {
    const why = failureWords(result, service, run.delivery.timeoutMs)
    run.log.error(`[alerts] ${subject} failed${retried ? ' twice' : ''}: ${why}. ${hint(result)}`.trim())
  }
  return result
}

function errorWords(error: unknown): string {
  return String((error as Error)?.message ?? error).slice(0, 200)
}

function failed(run: Run, attempt: Attempt): ChannelOutcome {
  const { reason, httpStatus } = attempt.ok ? { reason: 'error' as const, httpStatus: undefined } : attempt
  return { status: 'failed', at: run.now().toISOString(), reason, ...(httpStatus ? { httpStatus } : {}) }
}

async function channelOutcome<T>(
  run: Run,
  channel: AlertChannel,
  setting: AlertChannelSetting<T>,
  send: (config: T) => Promise<ChannelOutcome>,
): Promise<ChannelOutcome> {
  if ('missing' in setting) {
    if (setting.problems.length) {
      const name = CHANNEL_WORDS[channel].name
      run.log.error(
        `[alerts] The ${name} alert is off: ${setting.problems.join(' ')} (docs/operations.md, "Owner alerts")`,
      )
    }
    return { status: 'notConfigured', missing: setting.missing }
  }
  try {
    return await send(setting.config)
  } catch (error) {
    // Our own fault (a request of an unexpected shape): the error's words are the code's, not the family's.
    run.log.error(
      `[alerts] The ${CHANNEL_WORDS[channel].name} alert for ${run.request._id} broke: ${errorWords(error)}`,
    )
    return failed(run, { ok: false, reason: 'error' })
  }
}

/** Logs what the owner should fix about the Studio's numbers (by position, never a number); passes them on. */
function noteStudioSettings(run: Run, studio: StudioAlertSettings): StudioAlertSettings {
  if (!studio.read && studio.why !== 'noProject') {
    run.log.error(
      `[alerts] The numbers in the Studio (Alerts to your phone) could not be read for ${run.request._id} (${studio.why}): texting those of OWNER_ALERT_TEXT_TO, if any.`,
    )
  }
  if (studio.read && studio.invalid.length) {
    run.log.error(
      `[alerts] Alerts to your phone: number ${studio.invalid.join(', ')} is not a US number with area code, and gets no text.`,
    )
  }
  return studio
}

export async function sendOwnerAlert(
  request: AlertRequest,
  options: OwnerAlertOptions = {},
): Promise<OwnerAlertOutcome> {
  const run: Run = {
    request,
    log: options.log ?? console,
    now: options.now ?? (() => new Date()),
    delivery: {
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? ALERT_TIMEOUT_MS,
      retryDelayMs: options.retryDelayMs ?? ALERT_RETRY_DELAY_MS,
    },
  }
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
              replyPromise: options.officeHours
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
      const { to, from } = textRecipients(noteStudioSettings(run, await studioSettings()), config.to)
      if (from === 'paused') {
        run.log.info(`[alerts] No text for ${request._id}: texts are paused in the Studio (Alerts to your phone).`)
        return { status: 'notConfigured', missing: [] }
      }
      if (!to.length) {
        run.log.error(
          `[alerts] The text alert is off: no numbers to text. Add them in the Studio (Alerts to your phone), or set OWNER_ALERT_TEXT_TO (docs/operations.md, "Owner alerts").`,
        )
        return { status: 'notConfigured', missing: ['OWNER_ALERT_TEXT_TO'] }
      }
      const { perHour, verdict } = await spend('text')
      if (verdict.send === 'none') return held('text')
      const body = verdict.send === 'digest' ? digestText(perHour, verdict.resetsAt) : alertText(request, county)
      const results = await Promise.all(
        to.map((number, index) => {
          const which = to.length > 1 ? ` (phone ${index + 1} of ${to.length})` : ''
          return deliver(run, 'text', which, () => sendAlertText(config, number, body, run.delivery), twilioHint)
        }),
      )
      const sentTo = results.filter((result) => result.ok).length
      if (!sentTo) return failed(run, results[0] ?? { ok: false, reason: 'error' })
      if (verdict.send === 'digest') return { status: 'held', at: run.now().toISOString(), digest: true }
      const failedTo = results.length - sentTo
      return { status: 'sent', at: run.now().toISOString(), sentTo, ...(failedTo ? { failedTo } : {}) }
    })

    return { email: await email, text: await text }
  } catch (error) {
    // Configuration that cannot even be read (e.g. a malformed NEXT_PUBLIC_SITE_URL): logged, never thrown.
    run.log.error(`[alerts] Could not alert the owner about ${request?._id}: ${errorWords(error)}`)
    const outcome = failed(run, { ok: false, reason: 'error' })
    return { email: outcome, text: outcome }
  }
}
