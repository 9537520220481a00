/**
 * The owner's messages about a booked consultation (issue 62): a family
 * cancelled, and the hour-before reminder; in the alert e-mail template's
 * parameters and one text. No family's message is in them. Pure.
 */
import { EMPTY_ALERT_PARAMS, studioRequestUrl } from '../alerts/email-params'
import { phoneLink, phoneWords, shortName } from '../alerts/alert-request'
import type { Booking } from './booking'
import { slotWords } from './slot-words'

const MEETING_WORDS = { phone: 'phone consultation', visit: 'home visit' } as const

/** "Wilhelmina O.’s phone consultation": the owner's feed's title. */
export const bookingTitle = (booking: Booking) => `${shortName(booking.name)}’s ${MEETING_WORDS[booking.meeting]}`

/** "Wilhelmina O.’s phone consultation, Tuesday, December 1, 2:00 p.m., Georgia time" */
export const bookingLine = (booking: Booking) => `${bookingTitle(booking)}, ${slotWords(new Date(booking.start), 'en')}`

/** What the request document and the CSV keep: "Phone consultation, Tuesday, December 1, 2:00 p.m., Georgia time". */
export function appointmentWords(booking: Pick<Booking, 'meeting' | 'start'>): string {
  const meeting = MEETING_WORDS[booking.meeting]
  return `${meeting[0]!.toUpperCase()}${meeting.slice(1)}, ${slotWords(new Date(booking.start), 'en')}`
}

function message(booking: Booking, kind: string, text: string, siteUrl: string) {
  return {
    about: `${kind.toLowerCase()} of ${booking.requestId}`,
    text,
    email: {
      ...EMPTY_ALERT_PARAMS,
      alert_kind: kind,
      from_name: booking.name?.trim() || 'No name given',
      phone: phoneWords(booking.phone),
      phone_link: phoneLink(booking.phone),
      email: booking.email ?? '',
      reply_promise: appointmentWords(booking),
      studio_link: studioRequestUrl(siteUrl, booking.requestId),
      lead_id: booking.requestId,
    },
  }
}

export const cancelledMessage = (booking: Booking, siteUrl: string) =>
  message(
    booking,
    'Consultation cancelled',
    `Cancelled by the family: ${bookingLine(booking)}. The time is free again.`,
    siteUrl,
  )

export const ownerReminderMessage = (booking: Booking, siteUrl: string) => {
  const phone = phoneWords(booking.phone)
  const call = booking.meeting === 'phone' && phone ? ` Call ${phone}` : ''
  return message(booking, 'Consultation in an hour', `In an hour: ${bookingLine(booking)}.${call}`, siteUrl)
}
