/**
 * What an alert needs of a stored request, and how an alert names its parts.
 * Structural on purpose: the stored document (`RequestDocument`, whatever
 * module holds it) fits without this folder importing it. Pure.
 */
import { formatUsPhone, telHref } from '@/lib/contact-links'
import { prefersWords } from '../model/stored'
import type { RequestKind } from '../model/request'

export interface AlertRequest {
  /** "lead.<uuid>": random, so it may be logged; nothing else of a request is. */
  _id: string
  kind: RequestKind
  name?: string
  phone?: string
  email?: string
  zip?: string
  county?: string
  /** The family's words for when care should start, e.g. "Within a week". */
  howSoon?: string
  /** The language of the page they wrote from ("es": they read the site in Spanish). */
  language?: string
  /** The language the person receiving care prefers, as the Inbox keeps it ("Korean", "Another language"). */
  preferredLanguage?: string
  /** When the request arrived (ISO 8601). */
  submittedAt: string
  /** Why it could not be checked as a person's: the alert says "unverified". */
  unverified?: string
  /** The consultation's time the family booked, in words (issue 62). */
  appointment?: string
}

/** "consultation request": as the alert's sentences say it. */
export const ALERT_KIND_WORDS: Record<RequestKind, string> = {
  message: 'message',
  consultation: 'consultation request',
  application: 'job application',
}

/** "Consultation request", "Unverified consultation request": as a title (the e-mail's subject). */
export function alertKindTitle(kind: RequestKind, unverified = false): string {
  const words = `${unverified ? 'unverified ' : ''}${ALERT_KIND_WORDS[kind] ?? 'request'}`
  return words[0]!.toUpperCase() + words.slice(1)
}

/**
 * "Ruth E.": the first name and the last name's initial, all a text needs to
 * tell two requests apart. Accents are dropped (José → Jose) so the text
 * stays in the plain SMS alphabet, where 160 characters fit one message.
 */
export function shortName(name: string | undefined): string {
  const words = (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}'-]/gu, ''))
    .filter((word) => /\p{L}/u.test(word))
  const first = words[0]
  if (!first) return 'No name given'
  const initial = words.length > 1 ? ` ${words.at(-1)!.match(/\p{L}/u)![0]!.toUpperCase()}.` : ''
  return `${first.slice(0, 24)}${initial}`
}

/** "(770) 555-0199" for a US number in any punctuation; anything else as typed up to a word ("ext"), digits and signs only. */
export function phoneWords(phone: string | undefined): string {
  const formatted = formatUsPhone(phone)
  if (formatted) return formatted
  const [number = ''] = (phone ?? '').split(/\p{L}/u)
  return number
    .replace(/[^\d+() -]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 20)
}

/** "tel:+17705550199", so the owner calls back with one tap; empty when it is not a US number. */
export function phoneLink(phone: string | undefined): string {
  return telHref(phone) ?? ''
}

/**
 * "care within a week", from the answer the family chose. "Not sure" says
 * nothing worth a text's characters and is left out.
 */
export function howSoonWords(howSoon: string | undefined): string {
  const answer = howSoon?.trim()
  if (!answer || /not sure/i.test(answer)) return ''
  return `care ${answer[0]!.toLowerCase()}${answer.slice(1)}`.slice(0, 40)
}

/**
 * "prefers Spanish" for a family who wrote from a Spanish page, or the language
 * the person receiving care prefers when it is not English ("prefers Korean");
 * nothing otherwise. The alert says it, so the owner can call in it.
 */
export function languageWords(request: Pick<AlertRequest, 'language' | 'preferredLanguage'>): string {
  const preferred = request.preferredLanguage?.trim()
  if (preferred && preferred !== 'English') {
    return preferred === 'Another language' ? 'prefers another language' : `prefers ${preferred}`
  }
  return prefersWords(request.language)
}
