import 'server-only'
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '@/lib/time/office-hours'
import { replyPromise, replyWayFor } from '@/lib/time/reply-promise'
import { sendOwnerAlert, type OwnerAlertOptions } from '../alerts/send-owner-alert'
import type { RequestDocument } from '../model/stored'
import type { OwnerAlertOutcome } from '../model/owner-alert'
import { isFamilyRequest } from '../model/waiting'
import type { Once } from '@/lib/limits/once'
import { alertClaims } from './limits'
import { recordOwnerAlert } from './store'

/**
 * What follows a stored request, once the family has their answer: the
 * owner's alert by e-mail and text (../alerts/), then its outcome written on
 * the request for the Inbox. Both routes call it after a successful store;
 * a request kept as spam is not announced.
 *
 * The app schedules it with Next's `after()`, which runs a task once the
 * response has gone and keeps the function alive until it ends (on Vercel
 * too, through waitUntil). `after()` needs Next's request scope, which the
 * handlers' unit tests do not have: they give a scheduler of their own.
 */

export type Schedule = (task: () => Promise<void>) => void

export interface AfterStoreParts {
  schedule: Schedule
  /** The owner's office hours from the content: the alert e-mail says what the family was promised. */
  officeHours: () => Promise<OfficeHours>
  alert?: (request: RequestDocument, options: OwnerAlertOptions) => Promise<OwnerAlertOutcome>
  record?: (id: string, outcome: OwnerAlertOutcome, promisedBy?: string) => Promise<boolean>
  /** How long the alert waits for the office hours before it goes with the defaults. */
  hoursWaitMs?: number
  /** Claims a request's one alert, by any path (./limits.ts: `alertClaims`). */
  claims?: Once
}

/** The settings come from Next's cache in a few milliseconds; a stalled Content Lake must not hold the alert. */
export const HOURS_WAIT_MS = 2000

async function hoursWithin(read: () => Promise<OfficeHours>, ms: number, id: string): Promise<OfficeHours> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([read(), late])
  } catch (error) {
    console.error(
      `[alerts] The office hours could not be read for ${id} (${(error as Error).message}); the alert e-mail's promise uses Monday to Friday, 8 am to 6 pm.`,
    )
    return DEFAULT_OFFICE_HOURS
  } finally {
    clearTimeout(timer)
  }
}

/** The latest moment the family was told we would answer, as the confirmation worked it out (ISO 8601). */
export function promiseOf(document: RequestDocument, hours: OfficeHours): string | undefined {
  const submitted = new Date(document.submittedAt)
  if (Number.isNaN(submitted.getTime())) return undefined
  return replyPromise(submitted, hours, replyWayFor(document)).by?.toISOString()
}

/** The step both routes take after storing `document`: it returns at once, the work runs after the answer. */
export function afterStoring({
  schedule,
  officeHours,
  alert = sendOwnerAlert,
  record = recordOwnerAlert,
  hoursWaitMs = HOURS_WAIT_MS,
  claims = alertClaims,
}: AfterStoreParts): (document: RequestDocument) => void {
  return (document) => {
    // Spam waits in its own list, unannounced: a flood must not ring the owner's phone. A request
    // confirmed or moved out of Spam alerts then (the no-script confirmation calls this again).
    if (document.status === 'spam') return
    try {
      schedule(async () => {
        // One alert per request, whichever path asks and however often (issue 60: six quick "Not spam" calls sent
        // five, the outcome being written only once the first was delivered). Claimed before anything is sent.
        if (!(await claims.first(document._id))) {
          console.info(`[alerts] ${document._id} was announced already: no second alert.`)
          return
        }
        // A family was told when we will call, and the alert e-mail repeats it; an applicant was not. The
        // promise's time is kept on the request: past it, the scheduler alerts the owner again (../schedule/).
        const hours = isFamilyRequest(document.kind) ? await hoursWithin(officeHours, hoursWaitMs, document._id) : null
        const promisedBy = hours ? promiseOf(document, hours) : undefined
        // Neither rejects: each logs its own failures, without a word of the request.
        const outcome = await alert(document, hours ? { officeHours: hours } : {})
        await record(document._id, outcome, promisedBy)
      })
    } catch (error) {
      // The family's request is kept either way; the owner finds it in the Inbox.
      console.error(`[alerts] Could not schedule the owner alert for ${document._id}: ${(error as Error).message}`)
    }
  }
}
