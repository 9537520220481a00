/**
 * How long the inbox keeps a closed request, and which ones `npm run
 * leads:purge` deletes. The owner sets the period in the Studio (Inbox →
 * Inbox settings, schemas/singletons/inbox-settings.ts); the privacy notice
 * states it (docs/decisions.md, "Keeping requests").
 */
import type { LeadDocument } from './document'
import { isClosed } from './statuses'

export const DEFAULT_RETENTION_MONTHS = 12
export const INBOX_SETTINGS_ID = 'inboxSettings'

/** The owner's setting if it is a sensible number of months, else the default (and a word why). */
export function retentionMonths(value: unknown): { months: number; note?: string } {
  if (value === undefined || value === null) return { months: DEFAULT_RETENTION_MONTHS }
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 120) return { months: value }
  return {
    months: DEFAULT_RETENTION_MONTHS,
    note: `Inbox settings hold ${JSON.stringify(value)}, not a number of months from 1 to 120: using ${DEFAULT_RETENTION_MONTHS}.`,
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
  cutoff: Date
  /** Closed, and last changed before the cutoff: to delete. */
  purge: LeadDocument[]
  /** Not closed but older than the period: never deleted, but worth the owner's look. */
  stillOpen: LeadDocument[]
}

export function selectForPurge(leads: LeadDocument[], { months, now }: { months: number; now: Date }): PurgeSelection {
  const cutoff = monthsBefore(now, months)
  const before = (iso: string | undefined) => Boolean(iso) && new Date(iso!).getTime() < cutoff.getTime()
  return {
    cutoff,
    purge: leads.filter((lead) => isClosed(lead.status) && before(lastChanged(lead))),
    stillOpen: leads.filter((lead) => !isClosed(lead.status) && before(lead.submittedAt)),
  }
}
