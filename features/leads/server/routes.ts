/**
 * The request routes as the app serves them, wired to the real store and
 * content: app/api/leads/route.ts and app/api/contact/route.ts re-export
 * these. The handlers themselves take their parts, so the tests give them a
 * store, a clock and a budget of their own.
 */
import 'server-only'
import { sanityFetch } from '@/sanity/lib/fetch'
import { settingsQuery } from '@/sanity/lib/queries'
import { createContactHandler } from './contact-route'
import { createLeadsHandler } from './leads-handler'
import { storeLead } from './store'

/** POST /api/leads: the JSON the page's scripts post (../model/request.ts). */
export const postLead = createLeadsHandler({ store: (document) => storeLead(document) })

/** POST /api/contact: a form the browser posted itself. */
export const postContactForm = createContactHandler({
  store: (document) => storeLead(document),
  contacts: () => sanityFetch({ query: settingsQuery }),
})
