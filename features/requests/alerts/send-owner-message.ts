import 'server-only'
import { ownerAlertSetting } from '@/features/requests/alerts/env'
import { DEFAULT_ALERTS_PER_HOUR } from '../model/alert-settings'
import type { AlertChannel, ChannelOutcome, OwnerAlertOutcome } from '../model/owner-alert'
import { siteReminderBudget } from './budget'
import { channelOutcome, deliver, errorWords, failed, newRun, textEach, textTargets } from './delivery'
import { emailJsHint, sendAlertEmail } from './emailjs-server'
import type { OwnerAlertOptions } from './send-owner-alert'
import { readStudioAlertSettings, type StudioAlertSettings } from './studio-numbers'

/**
 * A timed message to the owner (the scheduler's: a second alert, the morning
 * summary) by the channels asked for: the e-mail through the alert template,
 * the text to the owner's phones and any beside them (the backup contact's).
 * Each message spends one of the timed messages' alerts an hour per channel
 * (./budget.ts, `siteReminderBudget`), and one over it is held, to go on a
 * later tick, never as a digest. Never throws.
 */
export interface OwnerMessage {
  /** What it is about, for the log: "the second alert for lead.…", "the morning summary". */
  about: string
  email: Record<string, string>
  text: string
  /** Phones texted beside the owner's: the backup contact's. */
  alsoText?: string[]
}

export async function sendOwnerMessage(
  message: OwnerMessage,
  channels: readonly AlertChannel[],
  options: OwnerAlertOptions = {},
): Promise<Partial<OwnerAlertOutcome>> {
  const run = newRun({ _id: message.about }, options)
  const outcomes: Partial<OwnerAlertOutcome> = {}
  try {
    const setting = options.setting ?? ownerAlertSetting()
    let studio: Promise<StudioAlertSettings> | null = null
    const studioSettings = () => (studio ??= (options.studioSettings ?? readStudioAlertSettings)())
    const budget = options.budget ?? siteReminderBudget
    /** Within the hour's alerts: null; over them, the outcome that holds it for a later tick. */
    const overBudget = async (channel: AlertChannel): Promise<ChannelOutcome | null> => {
      const read = await studioSettings()
      const perHour = read.read ? read.perHour : DEFAULT_ALERTS_PER_HOUR
      const verdict = await budget.spend(channel, perHour, run.now())
      return verdict.send === 'alert' ? null : { status: 'held', at: run.now().toISOString() }
    }
    const sending: Promise<void>[] = []
    if (channels.includes('email')) {
      sending.push(
        channelOutcome(run, 'email', setting.email, async (config) => {
          const held = await overBudget('email')
          if (held) return held
          const sent = () => sendAlertEmail(config, message.email, run.delivery)
          const result = await deliver(run, 'email', '', sent, emailJsHint)
          return result.ok ? { status: 'sent', at: run.now().toISOString() } : failed(run, result)
        }).then((outcome) => void (outcomes.email = outcome)),
      )
    }
    if (channels.includes('text')) {
      sending.push(
        channelOutcome(run, 'text', setting.text, async (config) => {
          const targets = textTargets(run, await studioSettings(), config.to, message.alsoText)
          if ('outcome' in targets) return targets.outcome
          return (await overBudget('text')) ?? (await textEach(run, config, targets.to, message.text)).outcome
        }).then((outcome) => void (outcomes.text = outcome)),
      )
    }
    await Promise.all(sending)
    return outcomes
  } catch (error) {
    run.log.error(`[alerts] Could not send ${message.about}: ${errorWords(error)}`)
    const outcome = failed(run, { ok: false, reason: 'error' })
    return Object.fromEntries(channels.map((channel) => [channel, outcome]))
  }
}
