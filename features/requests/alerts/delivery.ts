import 'server-only'
import type { AlertChannelSetting, TextAlertConfig } from '@/features/requests/alerts/env'
import type { AlertChannel, ChannelOutcome } from '../model/owner-alert'
import type { AlertRequest } from './alert-request'
import { failureWords, withOneRetry, type Attempt, type DeliveryOptions } from './retry'
import { textRecipients, type StudioAlertSettings } from './studio-numbers'
import { sendAlertText, twilioHint } from './twilio'

/**
 * How every message to the owner goes out (the alert for a new request, the
 * second alert, the morning summary): one call per channel and its retry,
 * each logged with what to check, never a word of a request (only its
 * random id); a channel not set up, or a fault of ours, as its outcome.
 */

export interface AlertLog {
  info(message: string): void
  error(message: string): void
}

/** Per attempt: long enough for a slow answer, short enough that a retry still lands within seconds. */
export const ALERT_TIMEOUT_MS = 4000
export const ALERT_RETRY_DELAY_MS = 1000

/** A message's run, from the sender's options: the log, the clock and the calls' timing, each with its default. */
export function newRun(
  about: Pick<AlertRequest, '_id'>,
  options: { log?: AlertLog; now?: () => Date; fetch?: typeof fetch; timeoutMs?: number; retryDelayMs?: number },
): Run {
  return {
    request: about,
    log: options.log ?? console,
    now: options.now ?? (() => new Date()),
    delivery: {
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? ALERT_TIMEOUT_MS,
      retryDelayMs: options.retryDelayMs ?? ALERT_RETRY_DELAY_MS,
    },
  }
}

export const CHANNEL_WORDS: Record<AlertChannel, { name: string; service: string }> = {
  email: { name: 'e-mail', service: 'EmailJS' },
  text: { name: 'text', service: 'Twilio' },
}

export interface Run {
  /** What the message is about, for the log: a request's id, or "the morning summary". */
  request: Pick<AlertRequest, '_id'>
  log: AlertLog
  now: () => Date
  delivery: DeliveryOptions
}

/** One call and its retry, logged: "[alerts] The text alert for lead.… (phone 2 of 2) failed twice: …". */
export async function deliver(
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

export function errorWords(error: unknown): string {
  return String((error as Error)?.message ?? error).slice(0, 200)
}

export function failed(run: Run, attempt: Attempt): ChannelOutcome {
  const { reason, httpStatus } = attempt.ok ? { reason: 'error' as const, httpStatus: undefined } : attempt
  return { status: 'failed', at: run.now().toISOString(), reason, ...(httpStatus ? { httpStatus } : {}) }
}

export async function channelOutcome<T>(
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
export function noteStudioSettings(run: Run, studio: StudioAlertSettings): StudioAlertSettings {
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

/**
 * The phones a message to the owner goes to: the Studio's numbers or the variable's (./studio-numbers.ts), with
 * `also` (the backup contact's) beside them, each once; or the outcome that says why there are none.
 */
export function textTargets(
  run: Run,
  studio: StudioAlertSettings,
  environment: string[],
  also: string[] = [],
): { to: string[] } | { outcome: ChannelOutcome } {
  const { to, from } = textRecipients(noteStudioSettings(run, studio), environment)
  if (from === 'paused') {
    run.log.info(`[alerts] No text for ${run.request._id}: texts are paused in the Studio (Alerts to your phone).`)
    return { outcome: { status: 'notConfigured', missing: [] } }
  }
  const all = [...new Set([...to, ...also])]
  if (!all.length) {
    run.log.error(
      `[alerts] The text alert is off: no numbers to text. Add them in the Studio (Alerts to your phone), or set OWNER_ALERT_TEXT_TO (docs/operations.md, "Owner alerts").`,
    )
    return { outcome: { status: 'notConfigured', missing: ['OWNER_ALERT_TEXT_TO'] } }
  }
  return { to: all }
}

/** One text to each phone, at the same time: sent when any went, with how many did not. */
export async function textEach(
  run: Run,
  config: TextAlertConfig,
  to: string[],
  body: string,
): Promise<{ sentTo: number; outcome: ChannelOutcome }> {
  const results = await Promise.all(
    to.map((number, index) => {
      const which = to.length > 1 ? ` (phone ${index + 1} of ${to.length})` : ''
      return deliver(run, 'text', which, () => sendAlertText(config, number, body, run.delivery), twilioHint)
    }),
  )
  const sentTo = results.filter((result) => result.ok).length
  if (!sentTo) return { sentTo, outcome: failed(run, results[0] ?? { ok: false, reason: 'error' }) }
  const failedTo = results.length - sentTo
  return {
    sentTo,
    outcome: { status: 'sent', at: run.now().toISOString(), sentTo, ...(failedTo ? { failedTo } : {}) },
  }
}
