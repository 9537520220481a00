/**
 * How long the inbox keeps a request, and which ones `npm run leads:purge`
 * deletes. Three rules, whichever comes first:
 *
 * - a closed request, the owner's period for its kind after its last change
 *   (Inbox settings, 12 months unless set): one period for families'
 *   messages and consultation requests, one for caregivers' applications,
 *   which an employer keeps by other rules;
 * - spam, of either kind, a month after its last change: a flood must not
 *   sit in the Content Lake for a year, and a month is time enough to look;
 * - any request, whatever its kind and status, the owner's maximum age after
 *   it arrived (24 months unless set), as the privacy notice promises.
 *
 * The rule is written twice, once for a list in memory (`purgeRule`) and
 * once as GROQ (`PURGE_FILTER`) for a delete by query, so that the Content
 * Lake itself re-checks each request as it deletes it: one reopened after
 * the purge listed it is kept. The test runs both over the same requests.
 * The privacy notice states the periods (docs/decisions.md, "Keeping
 * requests").
 */
import type { RequestDocument } from './stored'
import { CLOSED_STATUSES, SPAM_STATUS, isClosed, isSpam } from './statuses'

export const DEFAULT_RETENTION_MONTHS = 12
export const DEFAULT_MAX_AGE_MONTHS = 24
export const SPAM_RETENTION_DAYS = 30
export const INBOX_SETTINGS_ID = 'inboxSettings'

/** The two kinds of record the owner keeps, once closed, for periods of their own. */
export type RetentionGroup = 'requests' | 'applications'
export type RetentionPeriods = Record<RetentionGroup, number>

/** Inbox settings' field of each closed period. */
export const RETENTION_SETTINGS = {
  requests: 'retentionMonths',
  applications: 'applicationRetentionMonths',
} as const satisfies Record<RetentionGroup, string>

/** Inbox settings' field of the maximum age of any request. */
export const MAX_AGE_SETTING = 'maxAgeMonths'

/** The fields of Inbox settings the purge reads, as stored: each is checked before use. */
export type RetentionSettings = Partial<
  Record<(typeof RETENTION_SETTINGS)[RetentionGroup] | typeof MAX_AGE_SETTING, unknown>
>

/** Each field's title in the Studio, so that a note about an odd value names what the owner sees. */
const SETTING_TITLES: Record<string, string> = {
  [RETENTION_SETTINGS.requests]: 'Keep closed requests for',
  [RETENTION_SETTINGS.applications]: 'Keep closed job applications for',
  [MAX_AGE_SETTING]: 'Delete any request after',
}

/** A caregiver's application is kept by its own period; a family's message or request by the other. */
export const retentionGroup = (request: Pick<RequestDocument, 'kind'>): RetentionGroup =>
  request.kind === 'application' ? 'applications' : 'requests'

function monthsSetting(value: unknown, fallback: number, setting: string): { months: number; note?: string } {
  if (value === undefined || value === null) return { months: fallback }
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 120) return { months: value }
  return {
    months: fallback,
    note: `Inbox settings hold ${JSON.stringify(value)} in ${setting} (“${SETTING_TITLES[setting]}”), not a number of months from 1 to 120: using ${fallback}.`,
  }
}

/** The owner's closed period for a group if it is a sensible number of months, else the default (and a word why). */
export const retentionMonths = (value: unknown, group: RetentionGroup = 'requests') =>
  monthsSetting(value, DEFAULT_RETENTION_MONTHS, RETENTION_SETTINGS[group])

/** The owner's maximum age of any request, likewise. */
export const maxAgeMonths = (value: unknown) => monthsSetting(value, DEFAULT_MAX_AGE_MONTHS, MAX_AGE_SETTING)

/**
 * Every period from Inbox settings as stored (null when there is no such
 * document), with a note for each odd one: what the purge and the privacy
 * notice's test read.
 */
export function retentionPeriods(settings: Partial<Record<string, unknown>> | null | undefined): {
  periods: RetentionPeriods
  maxAgeMonths: number
  notes: string[]
} {
  const requests = retentionMonths(settings?.[RETENTION_SETTINGS.requests], 'requests')
  const applications = retentionMonths(settings?.[RETENTION_SETTINGS.applications], 'applications')
  const maxAge = maxAgeMonths(settings?.[MAX_AGE_SETTING])
  return {
    periods: { requests: requests.months, applications: applications.months },
    maxAgeMonths: maxAge.months,
    notes: [requests.note, applications.note, maxAge.note].filter((note): note is string => Boolean(note)),
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
export function lastChanged(request: Pick<RequestDocument, '_updatedAt' | 'submittedAt'>): string {
  return request._updatedAt ?? request.submittedAt
}

export interface PurgeCutoffs {
  /** Closed requests of each group last changed before its date go. */
  closed: Record<RetentionGroup, Date>
  /** Spam last changed before this goes. */
  spam: Date
  /** Any request that arrived before this goes. */
  maxAge: Date
}

export interface PurgeSettings {
  /** Each group's closed period. */
  months: RetentionPeriods
  maxAgeMonths: number
  now: Date
}

export function purgeCutoffs({ months, maxAgeMonths, now }: PurgeSettings): PurgeCutoffs {
  return {
    closed: { requests: monthsBefore(now, months.requests), applications: monthsBefore(now, months.applications) },
    spam: new Date(now.getTime() - SPAM_RETENTION_DAYS * 24 * 3600 * 1000),
    maxAge: monthsBefore(now, maxAgeMonths),
  }
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
export function purgeRule(request: RequestDocument, cutoffs: PurgeCutoffs): PurgeRule | null {
  if (before(request.submittedAt, cutoffs.maxAge)) return 'maxAge'
  if (isClosed(request.status) && before(lastChanged(request), cutoffs.closed[retentionGroup(request)])) return 'closed'
  if (isSpam(request.status) && before(lastChanged(request), cutoffs.spam)) return 'spam'
  return null
}

// The closed statuses of every kind, as isClosed() reads them; the kind picks the period, as retentionGroup() does.
const CLOSED_IN_GROQ = JSON.stringify([...CLOSED_STATUSES])
const CHANGED = 'dateTime(coalesce(_updatedAt, submittedAt))'

/**
 * `purgeRule` in GROQ, limited to the ids the purge listed (`$ids`): what a
 * delete by query removes. Its parameters: `purgeParams`.
 */
export const PURGE_FILTER = `_type == "lead" && _id in $ids && (
  dateTime(submittedAt) < dateTime($maxAge)
  || (kind == "application" && status in ${CLOSED_IN_GROQ} && ${CHANGED} < dateTime($closedApplications))
  || (kind != "application" && status in ${CLOSED_IN_GROQ} && ${CHANGED} < dateTime($closedRequests))
  || (status == "${SPAM_STATUS}" && ${CHANGED} < dateTime($spam))
)`

export function purgeParams(ids: readonly string[], cutoffs: PurgeCutoffs) {
  return {
    ids: [...ids],
    maxAge: cutoffs.maxAge.toISOString(),
    closedRequests: cutoffs.closed.requests.toISOString(),
    closedApplications: cutoffs.closed.applications.toISOString(),
    spam: cutoffs.spam.toISOString(),
  }
}

export interface PurgeSelection {
  cutoffs: PurgeCutoffs
  /** To delete, each with the rule that takes it. */
  purge: { request: RequestDocument; rule: PurgeRule }[]
  /** Open, older than its kind's closed period, not yet at the maximum age: kept, but worth the owner's look. */
  stillOpen: RequestDocument[]
}

export function selectForPurge(requests: RequestDocument[], settings: PurgeSettings): PurgeSelection {
  const cutoffs = purgeCutoffs(settings)
  const purge: PurgeSelection['purge'] = []
  const stillOpen: RequestDocument[] = []
  for (const request of requests) {
    const rule = purgeRule(request, cutoffs)
    if (rule) purge.push({ request, rule })
    else if (
      !isClosed(request.status) &&
      !isSpam(request.status) &&
      before(request.submittedAt, cutoffs.closed[retentionGroup(request)])
    ) {
      stillOpen.push(request)
    }
  }
  return { cutoffs, purge, stillOpen }
}
