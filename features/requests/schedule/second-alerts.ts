import 'server-only'
import { ALERT_CHANNELS, type AlertChannel, type OwnerAlertOutcome } from '../model/owner-alert'
import {
  abandoned,
  isStaleClaim,
  pendingChannels,
  secondAlertDue,
  withOutcomes,
  type ReminderSettings,
} from '../model/reminders'
import type { RequestDocument } from '../model/stored'
import type { OfficeHours } from '@/lib/time/office-hours'
import { secondAlertEmailParams, secondAlertText } from '../alerts/reminder-message'
import type { OwnerMessage } from '../alerts/send-owner-message'
import type { ScheduleStore } from './schedule-store'

/**
 * The second alert, as one run of the scheduler does it (issue 61): every
 * family's request past its promise and the owner's grace, still New, is
 * claimed on the request itself (a compare-and-set: no other run can claim
 * it too), then the claimed ones go in one message per channel, to the
 * owner and the backup contact, and each request records what went. A
 * channel that failed is tried again by a later run; one that went is never
 * sent again, nor one whose run stopped after claiming it.
 */

export interface JobContext {
  now: Date
  store: ScheduleStore
  hours: OfficeHours
  reminders: ReminderSettings
  siteUrl: string
  send: (message: OwnerMessage, channels: readonly AlertChannel[]) => Promise<Partial<OwnerAlertOutcome>>
}

/** Long enough back for yesterday's first calls (the morning summary) and any request still New. */
export const LOOK_BACK_MS = 2 * 24 * 60 * 60 * 1000

export async function runSecondAlerts(context: JobContext): Promise<string> {
  const { now, store, hours, reminders } = context
  const requests = await store.requests(new Date(now.getTime() - LOOK_BACK_MS))

  // A run that stopped between claiming and recording: recorded as not sent, and never sent twice.
  for (const request of requests.filter((one) => isStaleClaim(one.secondAlert, now))) {
    await store.update(request._id, (current) =>
      isStaleClaim(current.secondAlert, now) ? { secondAlert: abandoned(current.secondAlert, now) } : null,
    )
  }

  const claimed: RequestDocument[] = []
  for (const request of requests.filter((one) => secondAlertDue(one, now, reminders, hours))) {
    const claim = (current: RequestDocument) =>
      secondAlertDue(current, now, reminders, hours)
        ? { secondAlert: { ...current.secondAlert, claimedAt: now.toISOString() } }
        : null
    if (await store.update(request._id, claim)) claimed.push(request)
  }
  if (!claimed.length) return 'none due'

  const outcomes = new Map<string, Partial<OwnerAlertOutcome>>()
  await Promise.all(
    ALERT_CHANNELS.map(async (channel) => {
      const owed = claimed.filter((request) => pendingChannels(request.secondAlert).includes(channel))
      if (!owed.length) return
      const message: OwnerMessage = {
        about: `the second alert for ${owed[0]!._id}${owed.length > 1 ? ` and ${owed.length - 1} more` : ''}`,
        email: secondAlertEmailParams(owed, reminders, context.siteUrl),
        text: secondAlertText(owed, reminders),
        alsoText: reminders.backupPhone ? [reminders.backupPhone] : [],
      }
      const sent = await context.send(message, [channel])
      for (const request of owed) outcomes.set(request._id, { ...outcomes.get(request._id), [channel]: sent[channel] })
    }),
  )
  for (const request of claimed) {
    const sent = outcomes.get(request._id) ?? {}
    await store.update(request._id, (current) => ({ secondAlert: withOutcomes(current.secondAlert, sent) }))
  }
  return `${claimed.length} request${claimed.length === 1 ? '' : 's'} past the promise: ${ALERT_CHANNELS.map(
    (channel) => `${channel} ${[...outcomes.values()].find((one) => one[channel])?.[channel]?.status ?? 'not owed'}`,
  ).join(', ')}`
}
