/**
 * The owner's morning summary (issue 61): at opening time on an open day,
 * who is still waiting and since when, the new job applications, and how
 * soon yesterday's families were answered; nothing at all when there is
 * nothing to say. Pure: the scheduler's job sends it (../schedule/), the
 * tests read it.
 */
import { addDays, agencyDateTimeWords, wallTime, type IsoDate } from '../../../lib/time/agency-time'
import { openSpellOn, type OfficeHours } from '../../../lib/time/office-hours'
import { median } from './response-times'
import { durationWords, isFamilyRequest, waitedMinutes } from './waiting'

export interface SummarisedRequest {
  _id: string
  kind?: string
  status?: string
  name?: string
  submittedAt?: string
  firstContactedAt?: string | null
}

export interface MorningSummary {
  /** The day it is for, on the agency's calendar. */
  date: IsoDate
  /** Families still New, oldest first: who and since when. */
  waiting: { name: string; since: string }[]
  /** Job applications still New. */
  applications: number
  /** Families first contacted yesterday, and the middle of their waits in office minutes. */
  yesterday: { answered: number; medianMinutes: number | null }
}

/** The day whose summary is due at `now`: an open day, the office open; null otherwise (a day missed is not sent late). */
export function summaryDueOn(now: Date, hours: OfficeHours): IsoDate | null {
  const today = wallTime(now).date
  const spell = openSpellOn(today, hours)
  return spell && now >= spell.start && now < spell.end ? today : null
}

const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] || 'No name given'

export function morningSummary(
  requests: readonly SummarisedRequest[],
  now: Date,
  hours: OfficeHours,
): MorningSummary | null {
  const today = wallTime(now).date
  const yesterday = addDays(today, -1)
  const isNew = (request: SummarisedRequest) => (request.status ?? 'new') === 'new' && !request.firstContactedAt
  const waiting = requests
    .filter((request) => isFamilyRequest(request.kind) && isNew(request) && Date.parse(request.submittedAt ?? ''))
    .sort((a, b) => Date.parse(a.submittedAt!) - Date.parse(b.submittedAt!))
    .map((request) => ({ name: firstName(request.name), since: agencyDateTimeWords(new Date(request.submittedAt!)) }))
  const applications = requests.filter((request) => request.kind === 'application' && isNew(request)).length
  const answered = requests.filter(
    (request) =>
      isFamilyRequest(request.kind) &&
      request.firstContactedAt &&
      wallTime(new Date(request.firstContactedAt)).date === yesterday,
  )
  const minutes = answered
    .map((request) =>
      waitedMinutes({ submittedAt: request.submittedAt ?? '', firstContactedAt: request.firstContactedAt }, now, hours),
    )
    .filter((value): value is number => value !== null)
  if (!waiting.length && !applications && !answered.length) return null
  return {
    date: today,
    waiting,
    applications,
    yesterday: { answered: answered.length, medianMinutes: median(minutes) },
  }
}

const families = (count: number) => `${count} ${count === 1 ? 'family' : 'families'}`
const applicationsWords = (count: number) => `${count} new job application${count === 1 ? '' : 's'}`

/** The summary's lines, for the e-mail: one per fact, the waiting families named. */
export function summaryLines(summary: MorningSummary): string[] {
  const lines: string[] = []
  if (summary.waiting.length) {
    lines.push(`${families(summary.waiting.length)} still waiting for a first call:`)
    for (const { name, since } of summary.waiting.slice(0, 20)) lines.push(`- ${name}, since ${since}`)
    if (summary.waiting.length > 20) lines.push(`- and ${summary.waiting.length - 20} more in the Inbox`)
  } else lines.push('Nobody is waiting for a first call.')
  if (summary.applications) lines.push(`${applicationsWords(summary.applications)} in the Inbox.`)
  const { answered, medianMinutes } = summary.yesterday
  if (answered) {
    const typical = medianMinutes === null ? '' : `, typically in ${durationWords(medianMinutes)} of office time`
    lines.push(`Yesterday ${families(answered)} had their first call${typical}.`)
  }
  return lines
}

/** The text: at most 160 characters, the headline only. */
export function summaryText(summary: MorningSummary): string {
  const parts = [
    summary.waiting.length
      ? `${families(summary.waiting.length)} waiting (oldest since ${summary.waiting[0]!.since})`
      : '',
    summary.applications ? applicationsWords(summary.applications) : '',
    summary.yesterday.answered ? `${summary.yesterday.answered} answered yesterday` : '',
  ].filter(Boolean)
  return `Good morning: ${parts.join(', ')}. See the Inbox.`.slice(0, 160)
}
