/**
 * What the scheduler's tests share: a fake clock in Georgia's time, a local
 * file store in a temporary folder, requests waiting in it, and a sender that
 * records each message and answers as told. Tests only.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '@/lib/time/office-hours'
import type { OwnerMessage } from '../alerts/send-owner-message'
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../model/reminders'
import type { AlertChannel, OwnerAlertOutcome } from '../model/owner-alert'
import type { RequestDocument } from '../model/stored'
import { appendRequest, readRequests } from '../server/file-store'
import { fileScheduleStore } from './schedule-store'
import type { JobContext } from './second-alerts'

export const SITE = 'https://care.example'
export const BACKUP_PHONE = '+14045550177'
export const REMINDERS: ReminderSettings = {
  ...DEFAULT_REMINDER_SETTINGS,
  backupPhone: BACKUP_PHONE,
  backupEmail: 'backup@example.com',
}

/** A moment of Tuesday 10 March 2026 in Georgia (EDT, UTC-4): "10:00" is 14:00Z; and the days after. */
export const tuesday = (clock: string) => new Date(`2026-03-10T${clock}:00-04:00`)
export const wednesday = (clock: string) => new Date(`2026-03-11T${clock}:00-04:00`)
export const thursday = (clock: string) => new Date(`2026-03-12T${clock}:00-04:00`)
export const sunday = (clock: string) => new Date(`2026-03-15T${clock}:00-04:00`)

/** A leads file of its own, in a new temporary folder. */
export const newLeadsFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'schedule-')), 'leads.ndjson')

/** A family's consultation request in `file`, sent at `at` and promised a call an hour later. */
export async function waiting(file: string, id: string, at: Date, changes: Partial<RequestDocument> = {}) {
  const request: RequestDocument = {
    _id: `lead.${id}`,
    _type: 'lead',
    kind: 'consultation',
    status: 'new',
    submittedAt: at.toISOString(),
    sourcePage: '/',
    name: 'Ruth Ellison',
    phone: '770-555-0199',
    promisedBy: new Date(at.getTime() + 3600_000).toISOString(),
    ...changes,
  }
  await appendRequest(request, file)
  return request
}

/** A caregiver's job application in `file`, still New. */
export async function application(file: string, id: string, at: Date) {
  await appendRequest(
    {
      _id: `lead.${id}`,
      _type: 'lead',
      kind: 'application',
      status: 'new',
      submittedAt: at.toISOString(),
      sourcePage: '/about',
    },
    file,
  )
}

export const storedIn = async (file: string, id: string) =>
  (await readRequests(file)).find((request) => request._id === `lead.${id}`)

export type Sent = { message: OwnerMessage; channels: AlertChannel[] }

/** A sender that records each message, after `delayMs`, and answers what `answers` says (sent, unless told). */
export function recorder(
  answers: (channel: AlertChannel, call: number) => 'sent' | 'failed' = () => 'sent',
  delayMs = 0,
) {
  const sent: Sent[] = []
  const send = async (message: OwnerMessage, channels: readonly AlertChannel[]) => {
    sent.push({ message, channels: [...channels] })
    const call = sent.length
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    return Object.fromEntries(
      channels.map((channel) => {
        const at = new Date().toISOString()
        const status = answers(channel, call)
        return [channel, status === 'sent' ? { status, at } : { status, at, reason: 'serverError' as const }]
      }),
    ) as Partial<OwnerAlertOutcome>
  }
  return { sent, send }
}

export function jobContext(
  file: string,
  now: Date,
  send: JobContext['send'],
  hours: OfficeHours = DEFAULT_OFFICE_HOURS,
): JobContext {
  return { now, store: fileScheduleStore(file), hours, reminders: REMINDERS, siteUrl: SITE, send }
}
