/**
 * The parameters of the owner's alert e-mail, for the EmailJS alert template
 * (docs/operations.md, "Owner alerts" lists them). Who, how to reach them,
 * where and how soon, and a link that opens the request in the Studio; what
 * the family wrote stays in the Studio, out of mailboxes. Every parameter is
 * a string, empty when the request has no such answer. Pure.
 */
import { agencyDateTimeWords } from '@/lib/time/agency-time'
import { alertKindTitle, languageWords, phoneLink, phoneWords, type AlertRequest } from './alert-request'

/**
 * The Studio's intent link: it opens the document whichever list it is in
 * (New, Contacted, Closed), where a desk path would break once its status
 * changes. `lead` is the request's schema type (features/requests/schemas/request.ts).
 */
export function studioRequestUrl(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/studio/intent/edit/id=${encodeURIComponent(id)};type=lead`
}

export interface AlertEmailContext {
  county: string | null
  siteUrl: string
  /** What the family was told, e.g. "We'll call you by 9:00 tomorrow morning."; empty when not known. */
  replyPromise?: string
}

/** Every parameter of the alert template, empty: what a message about no one request starts from. */
export const EMPTY_ALERT_PARAMS = {
  alert_kind: '',
  from_name: '',
  phone: '',
  phone_link: '',
  email: '',
  zip: '',
  county: '',
  how_soon: '',
  language: '',
  submitted_at: '',
  reply_promise: '',
  studio_link: '',
  lead_id: '',
  backup_email: '',
}

/** The Studio's address: the Inbox. */
export const studioUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/studio`

/**
 * The one e-mail that goes instead of the alerts over the site's limit
 * (./budget.ts): the same template, its fields saying that more requests
 * are waiting and when alerts resume, and a link to the Inbox.
 */
export function digestEmailParams(perHour: number, resumesAt: Date, siteUrl: string): Record<string, string> {
  return {
    ...EMPTY_ALERT_PARAMS,
    alert_kind: 'More requests than your alert limit',
    from_name: `More than ${perHour} requests this hour`,
    submitted_at: agencyDateTimeWords(resumesAt),
    reply_promise: `Alerts resume at ${agencyDateTimeWords(resumesAt)}. Every request is in the Inbox.`,
    studio_link: studioUrl(siteUrl),
  }
}

export function alertEmailParams(request: AlertRequest, context: AlertEmailContext): Record<string, string> {
  const submitted = new Date(request.submittedAt)
  return {
    alert_kind: alertKindTitle(request.kind, Boolean(request.unverified)),
    from_name: request.name?.trim() || 'No name given',
    phone: phoneWords(request.phone),
    phone_link: phoneLink(request.phone),
    email: request.email?.trim() ?? '',
    zip: request.zip?.trim() ?? '',
    county: context.county ?? '',
    how_soon: request.howSoon?.trim() ?? '',
    language: languageWords(request),
    submitted_at: Number.isNaN(submitted.getTime()) ? '' : agencyDateTimeWords(submitted),
    reply_promise: context.replyPromise ?? '',
    studio_link: studioRequestUrl(context.siteUrl, request._id),
    lead_id: request._id,
    // The template's Bcc: only the second alert has a backup contact to copy (./reminder-message.ts).
    backup_email: '',
  }
}
