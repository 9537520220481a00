/**
 * The parameters of the owner's alert e-mail, for the EmailJS alert template
 * (docs/operations.md, "Owner alerts" lists them). Who, how to reach them,
 * where and how soon, and a link that opens the request in the Studio; what
 * the family wrote stays in the Studio, out of mailboxes. Every parameter is
 * a string, empty when the request has no such answer. Pure.
 */
import { agencyDateTimeWords } from '@/lib/agency-time'
import { alertKindTitle, phoneLink, phoneWords, type AlertLead } from './alert-lead'

/**
 * The Studio's intent link: it opens the document whichever list it is in
 * (New, Contacted, Closed), where a desk path would break once its status
 * changes. `lead` is the request's schema type (schemas/documents/lead.ts).
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

export function alertEmailParams(lead: AlertLead, context: AlertEmailContext): Record<string, string> {
  const submitted = new Date(lead.submittedAt)
  return {
    alert_kind: alertKindTitle(lead.kind),
    from_name: lead.name?.trim() || 'No name given',
    phone: phoneWords(lead.phone),
    phone_link: phoneLink(lead.phone),
    email: lead.email?.trim() ?? '',
    zip: lead.zip?.trim() ?? '',
    county: context.county ?? '',
    how_soon: lead.howSoon?.trim() ?? '',
    submitted_at: Number.isNaN(submitted.getTime()) ? '' : agencyDateTimeWords(submitted),
    reply_promise: context.replyPromise ?? '',
    studio_link: studioRequestUrl(context.siteUrl, lead._id),
    lead_id: lead._id,
  }
}
