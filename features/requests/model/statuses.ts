/**
 * Where a request stands in the Inbox, and which statuses end it: a closed
 * request counts down to its deletion (./retention.ts), an open one only
 * reaches the maximum age the owner sets. Each kind has its own statuses: a
 * family's request is contacted, then closed; a caregiver's application goes
 * on to an interview and ends hired or not. Spam is a status of both kinds
 * and is neither open nor closed: what the server judged a script's
 * (./spam.ts) waits in a list of its own, out of "New", and goes after a
 * month. The Studio's status field (which offers a request only its kind's
 * own), its lists and the CSV read these.
 */
import type { RequestKind } from './request'

/** A family's message or consultation request. */
export const FAMILY_STATUSES = [
  { value: 'new', title: 'New' },
  { value: 'contacted', title: 'Contacted' },
  { value: 'closed', title: 'Closed' },
  { value: 'spam', title: 'Spam' },
] as const

/** A caregiver's application. */
export const APPLICATION_STATUSES = [
  { value: 'new', title: 'New' },
  { value: 'contacted', title: 'Contacted' },
  { value: 'interview', title: 'Interview' },
  { value: 'hired', title: 'Hired' },
  { value: 'notHired', title: 'Not hired' },
  { value: 'spam', title: 'Spam' },
] as const

export type FamilyStatus = (typeof FAMILY_STATUSES)[number]['value']
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value']
export type RequestStatus = FamilyStatus | ApplicationStatus

/** The statuses a request of each kind can have, in the order it moves through them. */
export const STATUSES_BY_KIND: Record<RequestKind, readonly { value: RequestStatus; title: string }[]> = {
  message: FAMILY_STATUSES,
  consultation: FAMILY_STATUSES,
  application: APPLICATION_STATUSES,
}

/** Every status once, for the stored field's list: what any request may hold. */
export const ALL_STATUSES = [...FAMILY_STATUSES, ...APPLICATION_STATUSES].filter(
  (status, index, all) => all.findIndex((other) => other.value === status.value) === index,
)

/** A kind's statuses; a request of a kind this site no longer knows gets a family's. */
export const statusesOf = (kind: string | undefined) => STATUSES_BY_KIND[kind as RequestKind] ?? FAMILY_STATUSES

export const SPAM_STATUS = 'spam' satisfies RequestStatus

/** The statuses that end a request: its retention period runs from its last change. */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set<RequestStatus>(['closed', 'hired', 'notHired'])

export const isClosed = (status: string | undefined) => status !== undefined && CLOSED_STATUSES.has(status)

export const isSpam = (status: string | undefined) => status === SPAM_STATUS

/** "Contacted"; an unknown status as it is stored. */
export const statusTitle = (status: string | undefined) =>
  ALL_STATUSES.find(({ value }) => value === status)?.title ?? status ?? ''
