/**
 * The owner's busy times from their own calendar's iCalendar text (issue 62:
 * Google's "secret address in iCal format", Outlook's published calendar,
 * iCloud), with Mozilla's ical.js: every event between two moments,
 * recurring ones expanded (their exceptions and moved occurrences
 * included), each in its own time zone, all-day events as whole days on
 * Georgia's calendar. Free ("transparent") and cancelled events block
 * nothing. Pure: the text is the server's to fetch (../server/busy.ts).
 */
import ICAL from 'ical.js'
import { addDays, agencyMoment } from '../../../lib/time/agency-time'
import type { Interval } from './slots'

/** An event repeating without end is read this many occurrences from its start, and no more: a daily one for 50 years. */
const MAX_OCCURRENCES = 20_000

function isFree(event: ICAL.Component): boolean {
  const transparency = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase()
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase()
  return transparency === 'TRANSPARENT' || status === 'CANCELLED'
}

/** An occurrence's moments; an all-day one as its days on Georgia's calendar. */
function interval(start: ICAL.Time, end: ICAL.Time): Interval {
  if (start.isDate) {
    const first = start.toString().slice(0, 10)
    const last = end.toString().slice(0, 10)
    return {
      start: agencyMoment(first, 0).getTime(),
      end: agencyMoment(last > first ? last : addDays(first, 1), 0).getTime(),
    }
  }
  return { start: start.toJSDate().getTime(), end: end.toJSDate().getTime() }
}

export function busyIntervals(text: string, from: Date, to: Date): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  // The calendar's own time zones, so that "TZID=Europe/London" reads as the calendar meant it.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const id = zone.getFirstPropertyValue('tzid')
    if (typeof id === 'string' && !ICAL.TimezoneService.has(id)) ICAL.TimezoneService.register(zone)
  }
  const components = calendar.getAllSubcomponents('vevent')
  const masters = components.filter((component) => !component.hasProperty('recurrence-id'))
  const busy: Interval[] = []
  const within = (span: Interval) => span.end > from.getTime() && span.start < to.getTime()
  for (const component of masters) {
    const event = new ICAL.Event(component)
    // Moved or changed occurrences of this event (same UID, with a RECURRENCE-ID).
    for (const exception of components) {
      if (
        exception !== component &&
        exception.hasProperty('recurrence-id') &&
        exception.getFirstPropertyValue('uid') === event.uid
      ) {
        event.relateException(exception)
      }
    }
    if (!event.isRecurring()) {
      if (isFree(component) || !event.startDate) continue
      const span = interval(event.startDate, event.endDate)
      if (within(span)) busy.push(span)
      continue
    }
    const occurrences = event.iterator()
    for (
      let count = 0, next = occurrences.next();
      next && count < MAX_OCCURRENCES;
      count++, next = occurrences.next()
    ) {
      const details = event.getOccurrenceDetails(next)
      const span = interval(details.startDate, details.endDate)
      if (span.start >= to.getTime()) break
      if (isFree(details.item.component) || !within(span)) continue
      busy.push(span)
    }
  }
  return busy.sort((a, b) => a.start - b.start)
}
