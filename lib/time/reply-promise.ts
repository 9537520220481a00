/**
 * When a family will hear from us, in words: what the confirmation says after
 * a request is sent, what the agency's auto-reply e-mail repeats
 * (`reply_promise`), and what the owner's alert e-mail shows. One rule:
 *
 * - Inside office hours, with a full hour left before closing:
 *   "We'll call you within the hour."
 * - In the last hour before closing (a request one minute before closing
 *   included): "We'll call you today if we can, and by 9:00 tomorrow morning
 *   at the latest."
 * - Outside office hours: "We'll call you by 9:00 tomorrow morning."
 *
 * "9:00" is the next opening plus one hour (or its closing, on a day open
 * less than an hour): the first hour of the next open day is the promise,
 * whatever time today the request came. The day is named from the agency's
 * calendar: "this morning", "tomorrow morning", "on Monday morning", and past
 * a week "on the morning of Monday, January 4". A request without a phone
 * number is answered in writing: "We'll reply…". In Spanish the same rule,
 * in its words ("Le llamaremos antes de las 9:00 a. m. de mañana."), from
 * lib/i18n: `replyPromise`. Decisions: docs/decisions.md, "Within the hour".
 */
import { fill } from '../i18n/fill'
import { localeOf, type Language } from '../i18n/languages'
import { REPLY_PROMISE_WORDS, type ReplyPromiseWords } from '../i18n/parts/reply-promise'
import { AGENCY_TIME_ZONE, clockWords, daysBetween, wallTime } from './agency-time'
import { isOpen, nextOpening, officeMsBetween, openSpellOn, type OfficeHours } from './office-hours'

const HOUR = 60 * 60_000

export type ReplyPromiseKind = 'withinHour' | 'lastHour' | 'closed' | 'noHours'

export interface ReplyPromise {
  kind: ReplyPromiseKind
  /** The latest moment the promise allows; null only for hours with no open day. */
  by: Date | null
  words: string
}

/** How the agency answers: a call when the family gave a number, else in writing. */
export type ReplyWay = 'call' | 'reply'

export function replyWayFor(request: { phone?: unknown }): ReplyWay {
  return typeof request.phone === 'string' && request.phone.trim() ? 'call' : 'reply'
}

function partOfDay(at: Date, words: ReplyPromiseWords): string {
  const hour = Math.floor(wallTime(at).minutes / 60)
  if (hour < 12) return words.morning
  return hour < 17 ? words.afternoon : words.evening
}

/**
 * The hour as the language's sentence names it: "9:00" in English (the part
 * of the day says the rest), "las 9:00 a. m.", "la 1:00 p. m." in Spanish.
 */
function timeWords(at: Date, words: ReplyPromiseWords): string {
  const { minutes } = wallTime(at)
  const one = (Math.floor(minutes / 60) % 12 || 12) === 1
  const morning = minutes < 12 * 60
  const template = one
    ? morning
      ? words.oneMorning
      : words.oneAfternoon
    : morning
      ? words.clockMorning
      : words.clockAfternoon
  return fill(template, { clock: clockWords(at) })
}

const longDates: Partial<Record<Language, Intl.DateTimeFormat>> = {}

/**
 * "9:00 tomorrow morning", "9:00 on Monday morning", "9:00 on the morning of
 * Monday, January 4"; "las 9:00 a. m. de mañana", "las 9:00 a. m. del lunes",
 * "las 9:00 a. m. del lunes, 4 de enero".
 */
export function deadlineWords(by: Date, from: Date, language: Language = 'en'): string {
  const words = REPLY_PROMISE_WORDS[language]
  const part = partOfDay(by, words)
  const days = daysBetween(wallTime(from).date, wallTime(by).date)
  const time = timeWords(by, words)
  if (days === 0) return fill(words.today, { time, part })
  if (days === 1) return fill(words.tomorrow, { time, part })
  const longDate = (longDates[language] ??= new Intl.DateTimeFormat(localeOf(language), {
    timeZone: AGENCY_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }))
  const [weekday = ''] = longDate.format(by).split(',')
  if (days < 7) return fill(words.thisWeek, { time, weekday, part })
  return fill(words.later, { time, part, date: longDate.format(by) })
}

/** The first hour of the next opening after `at`. */
function nextDeadline(at: Date, hours: OfficeHours): Date | null {
  const opening = nextOpening(at, hours)
  if (!opening) return null
  const spell = openSpellOn(wallTime(opening).date, hours)
  const end = spell?.start.getTime() === opening.getTime() ? spell.end.getTime() : Infinity
  return new Date(Math.min(opening.getTime() + HOUR, end))
}

export function replyPromise(
  at: Date,
  hours: OfficeHours,
  way: ReplyWay = 'call',
  language: Language = 'en',
): ReplyPromise {
  const words = REPLY_PROMISE_WORDS[language]
  const subject = words[way]
  const hourAhead = new Date(at.getTime() + HOUR)
  if (officeMsBetween(at, hourAhead, hours) >= HOUR) {
    return { kind: 'withinHour', by: hourAhead, words: fill(words.withinHour, { subject }) }
  }
  const by = nextDeadline(at, hours)
  if (!by) return { kind: 'noHours', by: null, words: fill(words.soon, { subject }) }
  const deadline = deadlineWords(by, at, language)
  if (isOpen(at, hours)) return { kind: 'lastHour', by, words: fill(words.lastHour, { subject, deadline }) }
  return { kind: 'closed', by, words: fill(words.closed, { subject, deadline }) }
}
