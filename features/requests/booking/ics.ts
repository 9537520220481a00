/**
 * A booked consultation as a calendar event (issue 62): the family's `.ics`
 * file and Google Calendar link, and the owner's private feed of every
 * booking. RFC 5545 text, times on Georgia's clock with its time zone
 * written out (DTSTART;TZID=America/New_York), so that any calendar shows
 * the hour the agency means. Pure.
 */
import { AGENCY_TIME_ZONE, wallTime } from '../../../lib/time/agency-time'

export interface CalendarEvent {
  uid: string
  start: Date
  end: Date
  title: string
  description: string
  /** CANCELLED keeps a cancelled booking in the feed until calendars drop it. */
  status?: 'CONFIRMED' | 'CANCELLED'
  url?: string
}

/** Georgia's zone as calendars need it written: daylight time from the second Sunday of March to the first of November. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${AGENCY_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** "20261201T140000": the moment on Georgia's wall clock. */
function localStamp(at: Date): string {
  const { date, minutes } = wallTime(at)
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `${date.replaceAll('-', '')}T${hh}${mm}00`
}

const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Text as a property value: its backslashes, commas, semicolons and line breaks escaped. */
const escaped = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n')

/** Lines of at most 75 octets, continued with a space (RFC 5545, 3.1). */
function folded(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let start = 0
  while (start < bytes.length) {
    let end = Math.min(start + (parts.length ? 74 : 75), bytes.length)
    // Never cut a character in two.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--
    parts.push(bytes.subarray(start, end).toString('utf8'))
    start = end
  }
  return parts.join('\r\n ')
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${AGENCY_TIME_ZONE}:${localStamp(event.start)}`,
    `DTEND;TZID=${AGENCY_TIME_ZONE}:${localStamp(event.end)}`,
    `SUMMARY:${escaped(event.title)}`,
    `DESCRIPTION:${escaped(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
  ]
}

export function calendarText(
  events: readonly CalendarEvent[],
  { name, now = new Date() }: { name: string; now?: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Home care site//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escaped(name)}`,
    `X-WR-TIMEZONE:${AGENCY_TIME_ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ]
  return lines.map(folded).join('\r\n') + '\r\n'
}

/** Google Calendar's "add an event" address for the same event. */
export function googleCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.description,
    ctz: AGENCY_TIME_ZONE,
  })
  return `https://calendar.google.com/calendar/render?${query}`
}
