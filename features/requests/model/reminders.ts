/**
 * The site's second look at every family's request (issue 61): the time the
 * family was promised a call is kept on the request (`promisedBy`); a request
 * still New that long after, plus the owner's grace, alerts the owner again,
 * and the backup contact the owner named, once, in one message with any
 * others due at the same moment. Pure: the scheduler's job
 * (../schedule/second-alerts.ts), the Inbox and the tests read the same rules.
 */
import { isOpen, type OfficeHours } from '../../../lib/time/office-hours'
import { toE164 } from '../../../lib/contact-links'
import { EMAIL } from './fields'
import { ALERT_CHANNELS, type AlertChannel, type ChannelOutcome } from './owner-alert'
import { isFamilyRequest } from './waiting'

/** The owner's settings, by the field names of "Alerts to your phone" (../schemas/alert-settings.ts). */
export const REMINDER_FIELDS = {
  grace: 'secondAlertGraceMinutes',
  outsideHours: 'secondAlertOutsideHours',
  backupPhone: 'backupPhone',
  backupEmail: 'backupEmail',
  note: 'secondAlertNote',
  summary: 'morningSummary',
} as const

export const DEFAULT_GRACE_MINUTES = 10
export const MAX_GRACE_MINUTES = 240
export const NOTE_MAX = 60
/** A failed channel is tried again on later ticks, this many times in all, then left to the Inbox. */
export const MAX_TRIES = 10

export interface ReminderSettings {
  graceMinutes: number
  /** Also outside office hours; by default a second alert waits for the next opening. */
  outsideHours: boolean
  /** +1 and ten digits, or null. */
  backupPhone: string | null
  backupEmail: string | null
  /** The owner's own first words for the second alert ("Please call back:"), or null for ours. */
  note: string | null
  morningSummary: boolean
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  graceMinutes: DEFAULT_GRACE_MINUTES,
  outsideHours: false,
  backupPhone: null,
  backupEmail: null,
  note: null,
  morningSummary: true,
}

/** The settings as read (any shape: a half-filled document), each field checked, else its default. */
export function reminderSettings(raw: Record<string, unknown> | null | undefined): ReminderSettings {
  const value = (name: keyof typeof REMINDER_FIELDS) => raw?.[REMINDER_FIELDS[name]]
  const grace = value('grace')
  const email = typeof value('backupEmail') === 'string' ? (value('backupEmail') as string).trim() : ''
  const note = typeof value('note') === 'string' ? (value('note') as string).trim().slice(0, NOTE_MAX) : ''
  return {
    graceMinutes:
      typeof grace === 'number' && Number.isInteger(grace) && grace >= 0 && grace <= MAX_GRACE_MINUTES
        ? grace
        : DEFAULT_GRACE_MINUTES,
    outsideHours: value('outsideHours') === true,
    backupPhone: typeof value('backupPhone') === 'string' ? toE164(value('backupPhone') as string) : null,
    backupEmail: email && EMAIL.test(email) ? email : null,
    note: note || null,
    morningSummary: value('summary') !== false,
  }
}

/** What the second alert did, per channel, as the request keeps it; `claimedAt` while one is being sent. */
export type SecondAlert = Partial<Record<AlertChannel, ChannelOutcome & { tries?: number }>> & {
  claimedAt?: string
}

export interface RemindedRequest {
  _id: string
  kind?: string
  status?: string
  submittedAt?: string
  promisedBy?: string
  firstContactedAt?: string | null
  secondAlert?: SecondAlert | null
}

/** A channel's second alert is done once sent or not set up; failed or held, it is tried on a later tick. */
function settled(outcome: (ChannelOutcome & { tries?: number }) | undefined): boolean {
  if (!outcome) return false
  if (outcome.status === 'sent' || outcome.status === 'notConfigured') return true
  return outcome.status === 'failed' && (outcome.tries ?? 1) >= MAX_TRIES
}

/** The channels a timed message (a request's second alert, a day's summary) still has to go by. */
export function pendingChannels(sent: SecondAlert | null | undefined): AlertChannel[] {
  return ALERT_CHANNELS.filter((channel) => !settled(sent?.[channel]))
}

/** When the second alert falls due: the promise plus the grace; null without a promise. */
export function secondAlertDueAt(request: RemindedRequest, settings: ReminderSettings): Date | null {
  const promised = Date.parse(request.promisedBy ?? '')
  return Number.isFinite(promised) ? new Date(promised + settings.graceMinutes * 60_000) : null
}

/** A claim older than this was a tick that stopped mid-way: its channels are taken for sent, never sent twice. */
export const CLAIM_STALE_MS = 5 * 60_000

/**
 * Whether a request's second alert is due now: a family's, still New and not
 * contacted, past its promise and the grace, with a channel still to go by,
 * not being sent by another tick, and in office hours unless the owner wants
 * it at any hour (then it waits for the next opening).
 */
export function secondAlertDue(
  request: RemindedRequest,
  now: Date,
  settings: ReminderSettings,
  hours: OfficeHours,
): boolean {
  if (!isFamilyRequest(request.kind) || (request.status ?? 'new') !== 'new' || request.firstContactedAt) return false
  const due = secondAlertDueAt(request, settings)
  if (!due || now < due || !pendingChannels(request.secondAlert).length) return false
  if (request.secondAlert?.claimedAt) return false
  return settings.outsideHours || isOpen(now, hours)
}

/**
 * A claim left by a tick that stopped between claiming and recording: its pending channels are recorded as
 * sent-unknown ("failed", out of tries) rather than sent again.
 */
export function isStaleClaim(sent: SecondAlert | null | undefined, now: Date): boolean {
  const claimed = Date.parse(sent?.claimedAt ?? '')
  return Number.isFinite(claimed) && now.getTime() - claimed > CLAIM_STALE_MS
}

/** What a stale claim's pending channels are recorded as: out of tries, so never sent again. */
export function abandoned(sent: SecondAlert | null | undefined, now: Date): SecondAlert {
  const next: SecondAlert = { ...sent }
  delete next.claimedAt
  for (const channel of pendingChannels(sent)) {
    next[channel] = { status: 'failed', at: now.toISOString(), reason: 'error', tries: MAX_TRIES }
  }
  return next
}

/** The request's second alert with this tick's outcomes written in, tries counted, the claim released. */
export function withOutcomes(
  previous: SecondAlert | null | undefined,
  outcomes: Partial<Record<AlertChannel, ChannelOutcome>>,
): SecondAlert {
  const next: SecondAlert = { ...previous }
  delete next.claimedAt
  for (const channel of ALERT_CHANNELS) {
    const outcome = outcomes[channel]
    if (!outcome) continue
    const tries = (previous?.[channel]?.tries ?? 0) + (outcome.status === 'failed' ? 1 : 0)
    next[channel] = tries ? { ...outcome, tries } : outcome
  }
  return next
}
