import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Booking } from './booking'
import { BOOKING_PATHS } from './booking-fields'

/**
 * The family's links to their booking (issue 62): the calendar file, and
 * "change or cancel". Each is signed for its one purpose with the booking's
 * own random secret, kept only in the private booking document, so that a
 * link survives a restart or another instance, the calendar link cannot
 * cancel, and a guessed id opens nothing. A link is good until the time has
 * passed. The request's uuid names the booking in the address: it tells
 * nothing about the family.
 */
export type LinkPurpose = 'calendar' | 'cancel'

export const newBookingSecret = () => randomBytes(32).toString('base64url')

export function linkToken(booking: Pick<Booking, '_id' | 'secret'>, purpose: LinkPurpose): string {
  return createHmac('sha256', booking.secret).update(`${purpose}:${booking._id}`).digest('base64url')
}

/** Whether `token` is this booking's for `purpose`, and the time not yet over. */
export function linkIsGood(
  booking: Pick<Booking, '_id' | 'secret' | 'end'>,
  purpose: LinkPurpose,
  token: unknown,
  now: Date,
): boolean {
  if (typeof token !== 'string' || !booking.secret || Date.parse(booking.end) <= now.getTime()) return false
  const wanted = Buffer.from(linkToken(booking, purpose))
  const given = Buffer.from(token)
  return wanted.length === given.length && timingSafeEqual(wanted, given)
}

/** The uuid in a booking's id ("private.booking.<uuid>"). */
const uuidOf = (booking: Pick<Booking, '_id'>) => booking._id.slice(booking._id.lastIndexOf('.') + 1)

export function bookingLink(booking: Pick<Booking, '_id' | 'secret'>, purpose: LinkPurpose, site = ''): string {
  const path = purpose === 'calendar' ? BOOKING_PATHS.calendar : BOOKING_PATHS.cancel
  return `${site}${path}?b=${uuidOf(booking)}&t=${linkToken(booking, purpose)}`
}
