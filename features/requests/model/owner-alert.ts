/**
 * What became of the owner's alert, per channel, in a shape the request can
 * keep (`ownerAlert` on the stored document), and the Inbox's line for it:
 * "owner alerted 10:02 am by text". Pure: the Studio renders it too.
 */
import { clockWordsWithHalf } from '../../../lib/time/agency-time'

export const ALERT_CHANNELS = ['text', 'email'] as const
export type AlertChannel = (typeof ALERT_CHANNELS)[number]

/**
 * Why a channel failed: no connection (`refused`), no answer in time
 * (`timeout`), the service's fault (`serverError`), the request refused for
 * what it was (`rejected`: a 4xx, e.g. a wrong key), the connection cut
 * (`network`), or a fault of ours (`error`).
 */
export type AlertFailure = 'refused' | 'timeout' | 'serverError' | 'rejected' | 'network' | 'error'

export type ChannelOutcome =
  /** Accepted by the service at `at` (ISO). A text to several phones: `failedTo` of them were not. */
  | { status: 'sent'; at: string; sentTo?: number; failedTo?: number }
  | { status: 'failed'; at: string; reason: AlertFailure; httpStatus?: number }
  /** Switched off: `missing` names the variables that would switch it on. */
  | { status: 'notConfigured'; missing: string[] }
  /** Over the site's alerts an hour (./alert-settings.ts): none sent for it; `digest` when the one that says more are waiting went instead. */
  | { status: 'held'; at: string; digest?: boolean }

export type OwnerAlertOutcome = Record<AlertChannel, ChannelOutcome>

const CHANNEL_WORDS: Record<AlertChannel, string> = { text: 'text', email: 'e-mail' }

function joined(channels: AlertChannel[]): string {
  return channels.map((channel) => CHANNEL_WORDS[channel]).join(' and ')
}

/** The words of a line about the first alert, and about the second (./reminders.ts). */
const LINE_WORDS = {
  first: {
    none: 'owner alert not recorded',
    held: 'no owner alert: over the alerts an hour (see Alerts to your phone)',
    failed: 'owner alert failed',
    off: 'no owner alert set up',
    sent: 'owner alerted',
  },
  second: {
    none: 'no second alert',
    held: 'second alert waiting: over the alerts an hour',
    failed: 'second alert failed',
    off: 'no second alert set up',
    sent: 'second alert sent',
  },
}

/**
 * "owner alerted 10:02 am by text and e-mail", "owner alerted 10:02 am by
 * e-mail; the text failed", "owner alert failed (text)", "no owner alert set
 * up"; for the second alert, "second alert sent 10:52 am by text". The time
 * is the first channel's, on the agency's clock.
 */
export function ownerAlertWords(
  outcome: Partial<OwnerAlertOutcome> | null | undefined,
  which: keyof typeof LINE_WORDS = 'first',
): string {
  const words = LINE_WORDS[which]
  if (!outcome?.text && !outcome?.email) return words.none
  const channels = ALERT_CHANNELS.filter((channel) => outcome[channel])
  const sent = channels.filter((channel) => outcome[channel]!.status === 'sent')
  const failed = channels.filter((channel) => outcome[channel]!.status === 'failed')
  const held = channels.filter((channel) => outcome[channel]!.status === 'held')
  if (!sent.length && held.length) return words.held
  if (!sent.length) return failed.length ? `${words.failed} (${joined(failed)})` : words.off

  const times = sent.map((channel) => Date.parse((outcome[channel] as { at: string }).at)).filter(Number.isFinite)
  const time = times.length ? ` ${clockWordsWithHalf(new Date(Math.min(...times)))}` : ''
  const text = outcome.text?.status === 'sent' ? outcome.text : null
  const partly = text?.failedTo ? ` (${text.sentTo ?? 0} of ${(text.sentTo ?? 0) + text.failedTo} phones)` : ''
  const lost = failed.length ? `; the ${joined(failed)} failed` : ''
  return `${words.sent}${time} by ${joined(sent)}${partly}${lost}`
}
