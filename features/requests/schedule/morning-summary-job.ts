import 'server-only'
import { morningSummary, summaryDueOn, summaryText } from '../model/morning-summary'
import { abandoned, isStaleClaim, pendingChannels, withOutcomes, type SecondAlert } from '../model/reminders'
import { summaryEmailParams } from '../alerts/reminder-message'
import { LOOK_BACK_MS, type JobContext } from './second-alerts'
import type { SchedulerState } from './schedule-store'

/**
 * The morning summary, as one run of the scheduler does it (issue 61): on
 * an open day, once the office has opened, the day is claimed in the
 * scheduler's record (a compare-and-set: one run sends it), the summary is
 * worked out from the requests, and sent by the channels still owed it; a
 * channel that failed is tried again by a later run that day. A day with
 * nothing to say is recorded as done, and nothing is sent.
 */

type DayRecord = SecondAlert & { date: string; nothingToSay?: boolean }

const dayOf = (state: SchedulerState, date: string): DayRecord | undefined =>
  (state.summary as DayRecord | undefined)?.date === date ? (state.summary as DayRecord) : undefined

export async function runMorningSummary(context: JobContext): Promise<string> {
  const { now, store, hours, reminders } = context
  if (!reminders.morningSummary) return 'switched off'
  const date = summaryDueOn(now, hours)
  if (!date) return 'not due'

  let owed: ReturnType<typeof pendingChannels> = []
  const claimed = await store.updateState((state) => {
    const day = dayOf(state, date)
    if (day && isStaleClaim(day, now)) return { ...state, summary: { ...abandoned(day, now), date } }
    if (day?.nothingToSay || day?.claimedAt) return null
    owed = pendingChannels(day)
    if (!owed.length) return null
    return { ...state, summary: { ...day, date, claimedAt: now.toISOString() } }
  })
  if (!claimed || !owed.length) return 'sent already'

  const summary = morningSummary(await store.requests(new Date(now.getTime() - LOOK_BACK_MS)), now, hours)
  const sent = summary
    ? await context.send(
        {
          about: 'the morning summary',
          email: summaryEmailParams(summary, context.siteUrl),
          text: summaryText(summary),
        },
        owed,
      )
    : {}
  await store.updateState((state) => {
    const day = dayOf(state, date) ?? { date }
    const recorded: DayRecord = summary ? { ...withOutcomes(day, sent), date } : { date, nothingToSay: true }
    return { ...state, summary: recorded }
  })
  return summary
    ? `sent by ${owed.map((channel) => `${channel} ${sent[channel]?.status ?? 'not sent'}`).join(', ')}`
    : 'nothing to say'
}
