/**
 * How long the inbox keeps a closed request, and which ones `npm run
 * leads:purge` deletes. The owner sets the periods in the Studio (Inbox →
 * Inbox settings, schemas/singletons/inbox-settings.ts): one for families'
 * requests, one for caregivers' applications, which an employer keeps by
 * other rules; the privacy notice states both (docs/decisions.md, "Keeping
 * requests").
 */
import type { LeadDocument } from './document'
import { isClosed } from './statuses'

export const DEFAULT_RETENTION_MONTHS = 12
export const INBOX_SETTINGS_ID = 'inboxSettings'

/** The two kinds of record the owner keeps for periods of their own. */
export type RetentionGroup = 'requests' | 'applications'
export type RetentionPeriods = Record<RetentionGroup, number>

/** Inbox settings' field of each period. */
export const RETENTION_SETTINGS = {
  requests: 'retentionMonths',
  applications: 'applicationRetentionMonths',
} as const satisfies Record<RetentionGroup, string>

/** A caregiver's application is kept by its own period; a family's message or request by the other. */
export const retentionGroup = (lead: Pick<LeadDocument, 'kind'>): RetentionGroup =>
  lead.kind === 'application' ? 'applications' : 'requests'

/** The owner's setting if it is a sensible number of months, else the default (and a word why). */
export function retentionMonths(
  value: unknown,
  setting: string = RETENTION_SETTINGS.requests,
): { months: number; note?: string } {
  if (value === undefined || value === null) return { months: DEFAULT_RETENTION_MONTHS }
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 120) return { months: value }
  return {
    months: DEFAULT_RETENTION_MONTHS,
    note: `Inbox settings hold ${JSON.stringify(value)} in ${setting}, not a number of months from 1 to 120: using ${DEFAULT_RETENTION_MONTHS}.`,
  }
}

/** Both periods from Inbox settings as stored (null when there is no such document), with a note for each odd one. */
export function retentionPeriods(settings: Partial<Record<string, unknown>> | null | undefined): {
  periods: RetentionPeriods
  notes: string[]
} {
  const requests = retentionMonths(settings?.[RETENTION_SETTINGS.requests], RETENTION_SETTINGS.requests)
  const applications = retentionMonths(settings?.[RETENTION_SETTINGS.applications], RETENTION_SETTINGS.applications)
  return {
    periods: { requests: requests.months, applications: applications.months },
    notes: [requests.note, applications.note].filter((note): note is string => Boolean(note)),
  }
}

/** The same day `months` calendar months earlier (March 31 less one month is the last day of February). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date
}

/**
 * When the period of a closed request starts: its last change, which for a
 * closed request is its closing, or a note written after it (the Content
 * Lake keeps `_updatedAt`; the fields the family wrote cannot change). A
 * request with no record of a change counts from its arrival.
 */
export function lastChanged(lead: Pick<LeadDocument, '_updatedAt' | 'submittedAt'>): string {
  return lead._updatedAt ?? lead.submittedAt
}

export interface PurgeSelection {
  /** Each group's cutoff: closed and last changed before it, a record goes. */
  cutoffs: Record<RetentionGroup, Date>
  /** Closed, and last changed before the cutoff: to delete. */
  purge: LeadDocument[]
  /** Not closed but older than the period: never deleted, but worth the owner's look. */
  stillOpen: LeadDocument[]
}

export function selectForPurge(
  leads: LeadDocument[],
  { months, now }: { months: RetentionPeriods; now: Date },
): PurgeSelection {
  const cutoffs = { requests: monthsBefore(now, months.requests), applications: monthsBefore(now, months.applications) }
  const before = (lead: LeadDocument, iso: string | undefined) =>
    Boolean(iso) && new Date(iso!).getTime() < cutoffs[retentionGroup(lead)].getTime()
  return {
    cutoffs,
    purge: leads.filter((lead) => isClosed(lead.status) && before(lead, lastChanged(lead))),
    stillOpen: leads.filter((lead) => !isClosed(lead.status) && before(lead, lead.submittedAt)),
  }
}
