/**
 * The booking's server door (issue 62): its routes as the app serves them
 * (app/api/bookings/…/route.ts re-export these), wired to the real store,
 * hours, calendar and clock; and what the request routes ask of it.
 */
import { wordsFor } from '@/lib/i18n/words'
import 'server-only'
import { siteUrl } from '@/lib/env/site'
import { bookingFeedSecret } from '@/lib/env/secrets'
import { createRateLimiter } from '@/lib/limits/rate-limit'
import { sanityFetch } from '@/sanity/fetch'
import { settingsQuery } from '@/sanity/page-queries'
import { sendOwnerMessage } from './alerts/send-owner-message'
import { cancelledMessage } from './booking/booking-messages'
import { bookingParts } from './booking/booking-parts'
import { createBookingRoutes } from './booking/booking-routes'
import { holdFor } from './booking/booking-service'
import { slotWords } from './booking/slot-words'
import { fill } from '@/lib/i18n/fill'
import type { NoScriptTimeChoice } from './server/contact-route'
import type { NoScriptTime } from './server/no-script-page'

export { withAppointment, confirmBooking } from './booking/request-booking'
export { bookingStore } from './booking/booking-store'

/** Ten holds in ten minutes for a client: a family holds one, perhaps two; a script cannot hold the week. */
export const HOLD_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 }

/** The agency's name from the content, for the calendar events and the reminders. */
export async function agencyName(): Promise<string> {
  try {
    return (await sanityFetch({ query: settingsQuery }))?.agencyName?.trim() || 'the agency'
  } catch {
    return 'the agency'
  }
}

export const bookingRoutes = createBookingRoutes({
  parts: bookingParts,
  limiter: createRateLimiter({ name: 'booking-holds', ...HOLD_RATE_LIMIT }),
  siteUrl,
  agencyName,
  feedSecret: bookingFeedSecret,
  async tellOwner(booking) {
    const message = cancelledMessage(booking, siteUrl())
    await sendOwnerMessage(message, ['email', 'text'])
  },
})

/**
 * The time chosen on the no-script form (./server/contact-route.ts), held as the picker holds it, in the family's
 * words for the plain page; null when none could be held (no store, a malformed choice, the store down): the
 * request is kept all the same, and the owner calls to arrange a time.
 */
export async function holdNoScriptTime(choice: NoScriptTimeChoice): Promise<NoScriptTime | null> {
  const parts = bookingParts()
  if (!parts) return null
  const words = wordsFor(choice.language).booking
  try {
    const slot = choice.slot.replace(/^(phone|visit)@/, `${choice.meeting}@`)
    const held = await holdFor(parts, { ...choice, slot })
    if (held.status === 'held') {
      return { booked: fill(words.booked, { time: slotWords(new Date(held.booking.start), choice.language) }) }
    }
    if (held.status === 'taken') {
      return {
        taken: fill(words.noScriptTaken, { time: slotWords(held.wanted, choice.language) }),
        free: held.alternatives.flatMap((day) => day.times.map((time) => time.words)),
      }
    }
    return null
  } catch (error) {
    console.error(`[booking] The time chosen for lead.${choice.uuid} could not be held: ${(error as Error).message}`)
    return null
  }
}
