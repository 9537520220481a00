import 'server-only'
import { createCounter, type Counter } from '@/lib/limits/counter'
import { createOnce, type Once } from '@/lib/limits/once'
import type { AlertChannel } from '../model/owner-alert'

/**
 * The site's alert budget (../model/alert-settings.ts): the alerts of the
 * last hour, per channel, for the whole site, whoever sent the requests:
 * counted in every instance's shared Redis when there is one
 * (lib/limits/counter.ts). Within the budget an alert goes; the first one
 * over it goes as a digest ("more are waiting"); the rest are held.
 */
export const ALERT_WINDOW_MS = 60 * 60 * 1000

export type BudgetVerdict = { send: 'alert' } | { send: 'digest'; resetsAt: Date } | { send: 'none' }

export interface AlertBudget {
  spend(channel: AlertChannel, perHour: number, now?: Date): Promise<BudgetVerdict>
}

/**
 * A budget of its own (the site's is one per process, shared through Redis).
 * The digest goes once per channel and window, even should the owner lower
 * the limit below what the hour has already sent.
 */
export function createAlertBudget({
  counter = createCounter({ name: 'owner-alerts', windowMs: ALERT_WINDOW_MS }),
  digests = createOnce({ name: 'owner-alert-digests', ttlMs: ALERT_WINDOW_MS }),
}: { counter?: Counter; digests?: Once } = {}): AlertBudget {
  return {
    async spend(channel, perHour, now = new Date()) {
      const { count, window, resetsAt } = await counter.add(channel, now.getTime())
      if (count <= perHour) return { send: 'alert' }
      // Keyed by the window's own number, the same in every instance and every call (lib/limits/counter.ts).
      const firstOver = await digests.first(`${channel}:${window}`, now.getTime())
      return firstOver ? { send: 'digest', resetsAt: new Date(resetsAt) } : { send: 'none' }
    },
  }
}

export const siteAlertBudget = createAlertBudget()

/**
 * The timed messages' own alerts an hour (the second alert, the morning summary: ./send-owner-message.ts), at the
 * same limit: a busy hour of new requests never holds back the reminder that one is still waiting, and the two
 * together cost at most twice the owner's limit.
 */
export const siteReminderBudget = createAlertBudget({
  counter: createCounter({ name: 'owner-reminders', windowMs: ALERT_WINDOW_MS }),
  digests: createOnce({ name: 'owner-reminder-digests', ttlMs: ALERT_WINDOW_MS }),
})
