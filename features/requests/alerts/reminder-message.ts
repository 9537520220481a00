/**
 * The words of the owner's timed messages (issue 61): the second alert, for
 * families still waiting past what they were promised, and the morning
 * summary; in the alert e-mail template's parameters (./email-params.ts: the
 * same template, its `backup_email` for the backup contact's copy) and in
 * one text of at most 160 characters. Pure.
 */
import { agencyDateTimeWords, clockWordsWithHalf } from '@/lib/time/agency-time'
import { summaryLines, summaryText, type MorningSummary } from '../model/morning-summary'
import type { ReminderSettings } from '../model/reminders'
import { ALERT_KIND_WORDS, phoneLink, phoneWords, shortName, type AlertRequest } from './alert-request'
import { EMPTY_ALERT_PARAMS, studioRequestUrl, studioUrl } from './email-params'
import { TEXT_MAX_CHARS } from './text-message'

export type RemindedAlertRequest = AlertRequest & { promisedBy?: string }

const families = (count: number) => `${count} ${count === 1 ? 'family' : 'families'}`

/** "Ruth E. (consultation request, promised 10:41 am)" */
function waitingWords(request: RemindedAlertRequest): string {
  const promised = Date.parse(request.promisedBy ?? '')
  const by = Number.isFinite(promised) ? `, promised ${clockWordsWithHalf(new Date(promised))}` : ''
  return `${shortName(request.name)} (${ALERT_KIND_WORDS[request.kind] ?? 'request'}${by})`
}

/** "Still waiting past our promise: 2 families", or the owner's own first words. */
function headline(requests: readonly RemindedAlertRequest[], settings: ReminderSettings): string {
  return `${settings.note ?? 'Still waiting past our promise'}: ${families(requests.length)}`
}

export function secondAlertText(requests: readonly RemindedAlertRequest[], settings: ReminderSettings): string {
  const first = requests[0]!
  const phone = phoneWords(first.phone)
  const action = requests.length === 1 && phone ? ` Call ${phone}` : ' See the Inbox.'
  const names = requests.map(waitingWords)
  // Names give way from the last, with how many more; the headline and the action stay.
  for (let kept = names.length; kept >= 1; kept--) {
    const more = kept < names.length ? `, ${names.length - kept} more` : ''
    const text = `${headline(requests, settings)}. ${names.slice(0, kept).join(', ')}${more}.${action}`
    if (text.length <= TEXT_MAX_CHARS) return text
  }
  return `${headline(requests, settings)}.${action}`.slice(0, TEXT_MAX_CHARS)
}

export function secondAlertEmailParams(
  requests: readonly RemindedAlertRequest[],
  settings: ReminderSettings,
  siteUrl: string,
): Record<string, string> {
  const first = requests[0]!
  const one = requests.length === 1
  return {
    alert_kind: headline(requests, settings),
    from_name: requests.map((request) => request.name?.trim() || 'No name given').join(', '),
    phone: one ? phoneWords(first.phone) : '',
    phone_link: one ? phoneLink(first.phone) : '',
    email: one ? (first.email?.trim() ?? '') : '',
    zip: one ? (first.zip?.trim() ?? '') : '',
    county: '',
    how_soon: one ? (first.howSoon?.trim() ?? '') : '',
    language: '',
    submitted_at: agencyDateTimeWords(new Date(first.submittedAt)),
    reply_promise: requests.map(waitingWords).join('; '),
    studio_link: one ? studioRequestUrl(siteUrl, first._id) : studioUrl(siteUrl),
    lead_id: one ? first._id : '',
    backup_email: settings.backupEmail ?? '',
  }
}

export function summaryEmailParams(summary: MorningSummary, siteUrl: string): Record<string, string> {
  return {
    ...EMPTY_ALERT_PARAMS,
    alert_kind: 'Morning summary',
    from_name: summaryText(summary)
      .replace(/^Good morning: /, '')
      .replace(/\. See the Inbox\.$/, ''),
    submitted_at: summary.date,
    reply_promise: summaryLines(summary).join('\n'),
    studio_link: studioUrl(siteUrl),
  }
}
