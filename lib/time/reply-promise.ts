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
 * number is answered in writing: "We'll reply…". Decisions: docs/decisions.md,
 * "Within the hour".
 */
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

const SUBJECT: Record<ReplyWay, string> = { call: "We'll call you", reply: "We'll reply" }

function partOfDay(at: Date): string {
  const hour = Math.floor(wallTime(at).minutes / 60)
  if (hour < 12) return 'morning'
  return hour < 17 ? 'afternoon' : 'evening'
}

let longDate: Intl.DateTimeFormat | undefined

/** "9:00 tomorrow morning", "9:00 on Monday morning", "9:00 on the morning of Monday, January 4". */
export function deadlineWords(by: Date, from: Date): string {
  const part = partOfDay(by)
  const days = daysBetween(wallTime(from).date, wallTime(by).date)
  const time = clockWords(by)
  if (days === 0) return `${time} this ${part}`
  if (days === 1) return `${time} tomorrow ${part}`
  longDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  })
  const [weekday] = longDate.format(by).split(',')
  if (days < 7) return `${time} on ${weekday} ${part}`
  return `${time} on the ${part} of ${longDate.format(by)}`
}

/** The first hour of the next opening after `at`. */
function nextDeadline(at: Date, hours: OfficeHours): Date | null {
  const opening = nextOpening(at, hours)
  if (!opening) return null
  const spell = openSpellOn(wallTime(opening).date, hours)
  const end = spell?.start.getTime() === opening.getTime() ? spell.end.getTime() : Infinity
  return new Date(Math.min(opening.getTime() + HOUR, end))
}

export function replyPromise(at: Date, hours: OfficeHours, way: ReplyWay = 'call'): ReplyPromise {
  const subject = SUBJECT[way]
  const hourAhead = new Date(at.getTime() + HOUR)
  if (officeMsBetween(at, hourAhead, hours) >= HOUR) {
    return { kind: 'withinHour', by: hourAhead, words: `${subject} within the hour.` }
  }
  const by = nextDeadline(at, hours)
  if (!by) return { kind: 'noHours', by: null, words: `${subject} as soon as we can.` }
  const deadline = deadlineWords(by, at)
  if (isOpen(at, hours)) {
    return { kind: 'lastHour', by, words: `${subject} today if we can, and by ${deadline} at the latest.` }
  }
  return { kind: 'closed', by, words: `${subject} by ${deadline}.` }
}
