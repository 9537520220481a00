/**
 * Where a request stands in the Inbox, and which standings end it: a closed
 * request counts down to its deletion (./retention.ts), an open one never
 * does. The Studio's status field, its lists and the CSV read these.
 */

export const LEAD_STATUSES = [
  { value: 'new', title: 'New' },
  { value: 'contacted', title: 'Contacted' },
  { value: 'closed', title: 'Closed' },
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

/** The standings that end a request: its retention period runs from its last change. */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set<LeadStatus>(['closed'])

export const isClosed = (status: string | undefined) => status !== undefined && CLOSED_STATUSES.has(status)

/** "Contacted"; an unknown standing as it is stored. */
export const statusTitle = (status: string | undefined) =>
  LEAD_STATUSES.find(({ value }) => value === status)?.title ?? status ?? ''
