/**
 * Where a request stands in the Inbox, and which standings end it: a closed
 * request counts down to its deletion (./retention.ts), an open one only
 * reaches the maximum age the owner sets. Spam is neither: what the server
 * judged a script's (./spam.ts) waits in a list of its own, out of "New",
 * and goes after a month. The Studio's status field, its lists and the CSV
 * read these.
 */

export const LEAD_STATUSES = [
  { value: 'new', title: 'New' },
  { value: 'contacted', title: 'Contacted' },
  { value: 'closed', title: 'Closed' },
  { value: 'spam', title: 'Spam' },
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

export const SPAM_STATUS = 'spam' satisfies LeadStatus

/** The standings that end a request: its retention period runs from its last change. */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set<LeadStatus>(['closed'])

export const isClosed = (status: string | undefined) => status !== undefined && CLOSED_STATUSES.has(status)

export const isSpam = (status: string | undefined) => status === SPAM_STATUS

/** "Contacted"; an unknown standing as it is stored. */
export const statusTitle = (status: string | undefined) =>
  LEAD_STATUSES.find(({ value }) => value === status)?.title ?? status ?? ''
