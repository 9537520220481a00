/**
 * The request routes as the app serves them, wired to the real store,
 * content and key: app/api/leads/route.ts, app/api/leads/token/route.ts and
 * app/api/contact/route.ts re-export these. The handlers themselves take
 * their parts, so the tests give them a store, a clock, a budget and a
 * scheduler of their own.
 */
import 'server-only'
import { after } from 'next/server'
import { officeHoursFromContent } from '@/lib/time/office-hours'
import { sanityFetch } from '@/sanity/lib/fetch'
import { settingsQuery } from '@/sanity/lib/queries'
import { afterStoring } from './after-store'
import { createContactHandler } from './contact-route'
import { ticketKeyFromEnv } from './ticket-key'
import { createRequestsHandler } from './requests-route'
import { confirmRequest, storeRequest } from './store'
import { createTicketHandler } from './ticket-route'

const contactDetails = () => sanityFetch({ query: settingsQuery })

/** Every stored request alerts the owner once the family has their answer (./after-store.ts). */
const afterStore = afterStoring({
  schedule: after,
  officeHours: async () => officeHoursFromContent(await contactDetails()),
})

/** POST /api/leads: the JSON the page's scripts post (../model/request.ts). */
export const postRequest = createRequestsHandler({
  store: (document) => storeRequest(document),
  ticketKey: ticketKeyFromEnv,
  afterStore,
})

/** GET /api/leads/token: the ticket a form fetches when the visitor first touches it (./form-token.ts). */
export const getTicket = createTicketHandler({ key: ticketKeyFromEnv })

/** POST /api/contact: a form the browser posted itself, and its confirmation. */
export const postContactForm = createContactHandler({
  store: (document) => storeRequest(document),
  confirm: (id, reason) => confirmRequest(id, reason),
  ticketKey: ticketKeyFromEnv,
  contacts: contactDetails,
  afterStore,
})
