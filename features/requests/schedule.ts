/**
 * The request feature's timed work (issue 61), for the site's one scheduler
 * (schedule.ts at the root): the second alert for families waiting past
 * their promise, and the owner's morning summary. Each job reads what it
 * needs when it runs: the office hours from the content, the owner's
 * settings ("Alerts to your phone"), the requests from their store.
 */
import 'server-only'
import type { Job } from '@/lib/schedule/run-due'
import { siteUrl } from '@/lib/env/site'
import { DEFAULT_REMINDER_SETTINGS } from './model/reminders'
import { sendOwnerMessage } from './alerts/send-owner-message'
import { readStudioAlertSettings } from './alerts/studio-numbers'
import { runMorningSummary } from './schedule/morning-summary-job'
import { scheduleStore } from './schedule/schedule-store'
import { runSecondAlerts, type JobContext } from './schedule/second-alerts'
import { bookingJob } from './booking/booking-job'
import { siteOfficeHours } from './booking/booking-parts'
import { agencyName } from './bookings'

async function contextAt(now: Date): Promise<JobContext | string> {
  const store = scheduleStore()
  if (!store) return 'off: SANITY_API_WRITE_TOKEN is not set, so the requests cannot be read'
  const [hours, studio] = await Promise.all([siteOfficeHours(), readStudioAlertSettings()])
  return {
    now,
    store,
    hours,
    reminders: studio.read ? studio.reminders : DEFAULT_REMINDER_SETTINGS,
    siteUrl: siteUrl(),
    send: (message, channels) => sendOwnerMessage(message, channels, { studioSettings: async () => studio }),
  }
}

function job(name: string, run: (context: JobContext) => Promise<string>): Job {
  return {
    name,
    async run(now) {
      const context = await contextAt(now)
      return typeof context === 'string' ? context : run(context)
    },
  }
}

export const requestJobs: readonly Job[] = [
  job('second alerts', runSecondAlerts),
  job('morning summary', runMorningSummary),
  bookingJob(agencyName),
]
