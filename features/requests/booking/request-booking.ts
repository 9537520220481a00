import 'server-only'
import type { RequestDocument } from '../model/stored'
import { REQUEST_ID_PREFIX } from '../model/stored'
import { bookingIdFor } from './booking'
import { appointmentWords } from './booking-messages'
import type { BookingStore } from './booking-store'

/**
 * A request and the time its family held (issue 62). Before the request is
 * kept, the server looks up the booking its id names (the browser held it
 * with the same uuid) and writes the time on the request, in words, from
 * the booking itself: a family's browser cannot claim a time it did not
 * hold. Once the request is New (not Spam), the hold becomes a booking, with
 * the name and the ways to reach them the reminders need.
 */
const bookingOf = (document: Pick<RequestDocument, '_id'>) => bookingIdFor(document._id.slice(REQUEST_ID_PREFIX.length))

export async function withAppointment(document: RequestDocument, store: BookingStore | null): Promise<RequestDocument> {
  if (!store || document.kind !== 'consultation') return document
  try {
    const booking = await store.get(bookingOf(document))
    if (!booking || booking.status === 'cancelled' || booking.requestId !== document._id) return document
    return { ...document, appointment: appointmentWords(booking), appointmentAt: booking.start }
  } catch (error) {
    // The request matters more than its time: kept without it, and the owner calls to arrange one.
    console.error(`[booking] The time held for ${document._id} could not be read: ${(error as Error).message}`)
    return document
  }
}

export async function confirmBooking(document: RequestDocument, store: BookingStore | null): Promise<void> {
  if (!store || !document.appointmentAt || document.status === 'spam') return
  await store.update(bookingOf(document), (booking) =>
    booking.status === 'held'
      ? {
          status: 'booked',
          ...(document.name ? { name: document.name } : {}),
          ...(document.phone ? { phone: document.phone } : {}),
          ...(document.email ? { email: document.email } : {}),
        }
      : null,
  )
}
