/**
 * The owner's text for a new request, e.g.
 * "New consultation request: Ruth E., Gwinnett, care within a week. Call (770) 555-0199".
 *
 * One SMS (160 characters) and nothing about anyone's health: a text sits
 * on a lock screen, so it says who to call and how urgent, never what the
 * family wrote (the message, the notes, the services, who needs care).
 * The details are in the Studio. Pure.
 */
import { clockWordsWithHalf } from '@/lib/time/agency-time'
import {
  ALERT_KIND_WORDS,
  howSoonWords,
  languageWords,
  phoneWords,
  shortName,
  type AlertRequest,
} from './alert-request'

export const TEXT_MAX_CHARS = 160

export function alertText(request: AlertRequest, county: string | null): string {
  const head = `New ${request.unverified ? 'unverified ' : ''}${ALERT_KIND_WORDS[request.kind] ?? 'request'}: ${shortName(request.name)}`
  // A booked time first: it is what the owner must not miss.
  const time = request.appointment?.replace(/, Georgia time$/, '')
  const booked = time ? `booked ${time.charAt(0).toLowerCase()}${time.slice(1)}` : undefined
  const details = [booked, county?.trim(), howSoonWords(request.howSoon), languageWords(request)].filter(
    (part): part is string => Boolean(part),
  )
  const phone = phoneWords(request.phone)
  const action = phone ? `Call ${phone}` : request.email?.trim() ? 'Reply by e-mail: see the Inbox' : 'See the Inbox'
  // Details give way first, from the last (the language, the urgency, the county, the time); who and how to reach them stay.
  for (let kept = details.length; kept >= 0; kept--) {
    const text = `${sentence([head, ...details.slice(0, kept)].join(', '))} ${action}`
    if (text.length <= TEXT_MAX_CHARS) return text
  }
  return `${sentence(head.slice(0, TEXT_MAX_CHARS - action.length - 2))} ${action}`
}

/**
 * The one text that goes instead of the alerts over the site's limit
 * (./budget.ts), e.g. "More requests than your alert limit (10 an hour).
 * Texts resume at 4:05 pm. Every request is in the Inbox."
 */
export function digestText(perHour: number, resumesAt: Date): string {
  return `More requests than your alert limit (${perHour} an hour). Texts resume at ${clockWordsWithHalf(resumesAt)}. Every request is in the Inbox.`
}

/** "Ruth E., Gwinnett." but "Ruth E." rather than "Ruth E..". */
function sentence(words: string): string {
  return words.endsWith('.') ? words : `${words}.`
}
