/**
 * A request's first contact: the first time its status leaves New, the
 * Studio records when and by whom (`firstContactedAt`, `firstContactedBy`
 * on the stored request), once; a later change, or a return to New, keeps
 * the first record. The waiting list and the response times count to it.
 */
import type { RequestStatus } from './statuses'

export interface FirstContact {
  firstContactedAt: string
  firstContactedBy: string
}

const NEW: RequestStatus = 'new'
const SPAM: RequestStatus = 'spam'

/** From New (a request without a status counts as new) to any other status but Spam, which is no contact. */
export function leavesNew(before: string | null | undefined, after: string | null | undefined): boolean {
  return (before ?? NEW) === NEW && typeof after === 'string' && after !== '' && after !== NEW && after !== SPAM
}

/** The Studio user as the Inbox names them: their name, else their e-mail address. */
export function studioUserWords(user: { name?: string | null; email?: string | null } | null | undefined): string {
  return user?.name?.trim() || user?.email?.trim() || 'Someone in the Studio'
}

export interface StatusChange {
  before: string | null | undefined
  after: string | null | undefined
  /** When the request was first contacted, if that is recorded already. */
  recorded: string | null | undefined
  who: { name?: string | null; email?: string | null } | null | undefined
  at: Date
}

/** What to record for this change of status: the first contact, or nothing. */
export function firstContactOf({ before, after, recorded, who, at }: StatusChange): FirstContact | null {
  if (recorded || !leavesNew(before, after)) return null
  return { firstContactedAt: at.toISOString(), firstContactedBy: studioUserWords(who) }
}
