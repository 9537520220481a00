/**
 * The request feature's server door: the routes as the app serves them,
 * wired to the real store, content and key (app/api/leads/route.ts,
 * app/api/leads/token/route.ts and app/api/contact/route.ts re-export these).
 * The handlers themselves take their parts, so the tests give them a store,
 * a clock, a budget and a scheduler of their own.
 */
import 'server-only'
import { after } from 'next/server'
import { officeHoursFromContent } from '@/lib/time/office-hours'
import { sanityFetch } from '@/sanity/fetch'
import { settingsQuery } from '@/sanity/page-queries'
import { afterStoring } from './server/after-store'
import { createContactHandler } from './server/contact-route'
import { ticketKeyFromEnv } from './server/ticket-key'
import { createRequestsHandler } from './server/requests-route'
import { createNotSpamHandler } from './server/not-spam-route'
import { confirmRequest, readRequest, storeRequest } from './server/store'
import { createTicketHandler } from './server/ticket-route'
import { bookingStore, confirmBooking, holdNoScriptTime, withAppointment } from './bookings'
import type { RequestDocument } from './model/stored'

/** The owner-alert variables, by name: what a test sets to send the alerts to its fakes. */
export type { OwnerAlertEnv } from './alerts/env'

const contactDetails = () => sanityFetch({ query: settingsQuery })

/** Every stored request alerts the owner once the family has their answer (./after-store.ts). */
const alertOwner = afterStoring({
  schedule: after,
  officeHours: async () => officeHoursFromContent(await contactDetails()),
})

/** …and a time its family held becomes their booking, once the request is New (./booking/request-booking.ts). */
function afterStore(document: RequestDocument) {
  alertOwner(document)
  if (document.appointmentAt && document.status !== 'spam') {
    after(() =>
      confirmBooking(document, bookingStore()).catch((error: unknown) =>
        console.error(`[booking] The booking of ${document._id} could not be confirmed: ${(error as Error).message}`),
      ),
    )
  }
}

/** A consultation is kept with the time its family held, read from the booking itself. */
const keep = async (document: RequestDocument) => storeRequest(await withAppointment(document, bookingStore()))

/** POST /api/leads: the JSON the page's scripts post (../model/request.ts). */
export const postRequest = createRequestsHandler({
  store: keep,
  ticketKey: ticketKeyFromEnv,
  afterStore,
})

/** GET /api/leads/token: the ticket a form fetches when the visitor first touches it (./server/ticket.ts). */
export const getTicket = createTicketHandler({ key: ticketKeyFromEnv })

/** POST /api/contact: a form the browser posted itself, and its confirmation. */
export const postContactForm = createContactHandler({
  store: keep,
  confirm: (id, reason) => confirmRequest(id, reason),
  ticketKey: ticketKeyFromEnv,
  contacts: contactDetails,
  afterStore,
  holdTime: holdNoScriptTime,
})

/** POST /api/leads/not-spam: the Studio moved a request out of Spam; the owner is alerted then. */
export const postNotSpam = createNotSpamHandler({ read: (id) => readRequest(id), afterStore })

// The handlers' makers, for the tests that give them their own store, key and clock
// (__tests__/request-agreement.test.ts).
export { createContactHandler, createRequestsHandler }
