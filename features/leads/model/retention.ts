/**
 * How long the inbox keeps a request, and which ones `npm run leads:purge`
 * deletes. Three rules, whichever comes first:
 *
 * - a closed request, the owner's period after its last change (Inbox
 *   settings, 12 months unless set);
 * - spam, a month after its last change: a flood must not sit in the
 *   Content Lake for a year, and a month is time enough to look;
 * - any request, whatever its status, the owner's maximum age after it
 *   arrived (24 months unless set), as the privacy notice promises.
 *
 * The rule is written twice, once for a list in memory (`purgeRule`) and
 * once as GROQ (`PURGE_FILTER`) for a delete by query, so that the Content
 * Lake itself re-checks each request as it deletes it: one reopened after
 * the purge listed it is kept. The test runs both over the same requests.
 */
import type { LeadDocument } from './document'
import { isClosed, isSpam } from './statuses'

export const DEFAULT_RETENTION_MONTHS = 12
export const DEFAULT_MAX_AGE_MONTHS = 24
export const SPAM_RETENTION_DAYS = 30
export const INBOX_SETTINGS_ID = 'inboxSettings'

const MONTHS_RANGE = 'a number of months from 1 to 120'

function monthsSetting(value: unknown, fallback: number, name: string): { months: number; note?: string } {
  if (value === undefined || value === null) return { months: fallback }
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 120) return { months: value }
  return {
    months: fallback,
    note: `Inbox settings hold ${JSON.stringify(value)} for ${name}, not ${MONTHS_RANGE}: using ${fallback}.`,
  }
}

/** The owner's period for closed requests if it is a sensible number of months, else the default (and a word why). */
export const retentionMonths = (value: unknown) =>
  monthsSetting(value, DEFAULT_RETENTION_MONTHS, '“Keep closed requests for”')

/** The owner's maximum age of any request, likewise. */
export const maxAgeMonths = (value: unknown) =>
  monthsSetting(value, DEFAULT_MAX_AGE_MONTHS, '“Delete any request after”')

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

export interface PurgeCutoffs {
  /** Closed requests last changed before this go. */
  closed: Date
  /** Spam last changed before this goes. */
  spam: Date
  /** Any request that arrived before this goes. */
  maxAge: Date
}

export function purgeCutoffs({ months, maxAgeMonths, now }: { months: number; maxAgeMonths: number; now: Date }) {
  return {
    closed: monthsBefore(now, months),
    spam: new Date(now.getTime() - SPAM_RETENTION_DAYS * 24 * 3600 * 1000),
    maxAge: monthsBefore(now, maxAgeMonths),
  } satisfies PurgeCutoffs
}

export type PurgeRule = 'maxAge' | 'closed' | 'spam'

/**
 * A time as GROQ's dateTime() reads it (RFC 3339, with a zone), in
 * milliseconds; null for anything else, which dateTime() makes null too and
 * which then matches no rule.
 */
function instant(value: string | undefined): number | null {
  if (typeof value !== 'string') return null
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

const before = (value: string | undefined, cutoff: Date) => {
  const ms = instant(value)
  return ms !== null && ms < cutoff.getTime()
}

/** Why the purge deletes this request, or null when it keeps it. */
export function purgeRule(lead: LeadDocument, cutoffs: PurgeCutoffs): PurgeRule | null {
  if (before(lead.submittedAt, cutoffs.maxAge)) return 'maxAge'
  if (isClosed(lead.status) && before(lastChanged(lead), cutoffs.closed)) return 'closed'
  if (isSpam(lead.status) && before(lastChanged(lead), cutoffs.spam)) return 'spam'
  return null
}

/**
 * `purgeRule` in GROQ, limited to the ids the purge listed (`$ids`): what a
 * delete by query removes. Its parameters: `purgeParams`.
 */
export const PURGE_FILTER = `_type == "lead" && _id in $ids && (
  dateTime(submittedAt) < dateTime($maxAge)
  || (status == "closed" && dateTime(coalesce(_updatedAt, submittedAt)) < dateTime($closed))
  || (status == "spam" && dateTime(coalesce(_updatedAt, submittedAt)) < dateTime($spam))
)`

export function purgeParams(ids: readonly string[], cutoffs: PurgeCutoffs) {
  return {
    ids: [...ids],
    maxAge: cutoffs.maxAge.toISOString(),
    closed: cutoffs.closed.toISOString(),
    spam: cutoffs.spam.toISOString(),
  }
}

export interface PurgeSelection {
  cutoffs: PurgeCutoffs
  /** To delete, each with the rule that takes it. */
  purge: { lead: LeadDocument; rule: PurgeRule }[]
  /** Open, older than the closed period, not yet at the maximum age: kept, but worth the owner's look. */
  stillOpen: LeadDocument[]
}

export function selectForPurge(
  leads: LeadDocument[],
  options: { months: number; maxAgeMonths: number; now: Date },
): PurgeSelection {
  const cutoffs = purgeCutoffs(options)
  const purge: PurgeSelection['purge'] = []
  const stillOpen: LeadDocument[] = []
  for (const lead of leads) {
    const rule = purgeRule(lead, cutoffs)
    if (rule) purge.push({ lead, rule })
    else if (!isClosed(lead.status) && !isSpam(lead.status) && before(lead.submittedAt, cutoffs.closed)) {
      stillOpen.push(lead)
    }
  }
  return { cutoffs, purge, stillOpen }
}
