import { wordsFor } from '@/lib/i18n/words'
import 'server-only'
import { escapeHtml, htmlLink, plainPage } from '@/lib/http/plain-page'
import { fill } from '@/lib/i18n/fill'
import { localeOf, type Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import type { Booking } from './booking'
import { studioRequestUrl } from '../alerts/email-params'
import { bookingTitle } from './booking-messages'
import { calendarText, googleCalendarLink, type CalendarEvent } from './ics'
import { bookingLink } from './links'
import { BOOKING_PATHS } from './booking-fields'
import type { BookedTime } from './offer'
import { slotWords } from './slot-words'

/**
 * What the booking's routes answer in words (./booking-routes.ts): the
 * family's calendar event, the confirmation's links, the plain pages of
 * "change or cancel" in the family's language, and the owner's feed.
 */

/** The family's event: in their language, with the link to change or cancel, and nothing private. */
export function bookingEvent(booking: Booking, agency: string, site: string): CalendarEvent {
  const words = wordsFor(booking.language).booking
  const how = booking.meeting === 'phone' ? words.eventPhone : words.eventVisit
  return {
    uid: `${booking._id}@${new URL(site).hostname}`,
    start: new Date(booking.start),
    end: new Date(booking.end),
    title: fill(words.eventTitle, { agency }),
    description: `${how}\n${words.changeOrCancel}: ${bookingLink(booking, 'cancel', site)}`,
  }
}

export const bookedTime = {
  of(booking: Booking, event: CalendarEvent, site: string): BookedTime {
    return {
      id: booking._id,
      meeting: booking.meeting,
      words: slotWords(new Date(booking.start), booking.language),
      sentence: fill(wordsFor(booking.language).booking.booked, {
        time: slotWords(new Date(booking.start), booking.language),
      }),
      calendar: bookingLink(booking, 'calendar', site),
      google: googleCalendarLink(event),
      cancel: bookingLink(booking, 'cancel', site),
    }
  },
}

const page = (language: Language, title: string, body: string) =>
  plainPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}`, lang: localeOf(language) })

export function cancelPage(booking: Booking, uuid: string, token: string): string {
  const words = wordsFor(booking.language).booking
  const time = slotWords(new Date(booking.start), booking.language)
  return page(
    booking.language,
    words.cancelTitle,
    `<p>${escapeHtml(fill(words.cancelQuestion, { time }))}</p>
<form method="post" action="${BOOKING_PATHS.cancel}?language=${booking.language}">
<input type="hidden" name="b" value="${escapeHtml(uuid)}">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<p><button type="submit">${escapeHtml(words.cancelButton)}</button></p>
</form>
<p class="ways">${htmlLink(localePath(booking.language, '/'), words.keepLink)}</p>`,
  )
}

export function cancelledPage(booking: Booking): string {
  const words = wordsFor(booking.language).booking
  const time = slotWords(new Date(booking.start), booking.language)
  return page(
    booking.language,
    words.cancelledTitle,
    `<p role="status">${escapeHtml(fill(words.cancelled, { time }))}</p>
<p class="ways">${htmlLink(`${localePath(booking.language, '/')}#consultation`, words.chooseAgain)}</p>`,
  )
}

export function expiredPage(language: Language): string {
  const words = wordsFor(language).booking
  return page(
    language,
    words.expiredTitle,
    `<p>${escapeHtml(words.linkExpired)}</p>
<p class="ways">${htmlLink(`${localePath(language, '/')}#consultation`, words.chooseAgain)}</p>`,
  )
}

/** The owner's feed: every booking, by the family's first name and initial only, with its Studio link. */
export function bookingFeed(bookings: readonly Booking[], agency: string, site: string, now: Date): string {
  const events = bookings.map((booking): CalendarEvent => ({
    uid: `${booking._id}@${new URL(site).hostname}`,
    start: new Date(booking.start),
    end: new Date(booking.end),
    title: bookingTitle(booking),
    description: studioRequestUrl(site, booking.requestId),
  }))
  return calendarText(events, { name: `${agency}: consultations`, now })
}
