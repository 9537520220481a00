/**
 * The request routes as the app serves them, wired to the real store and
 * content: app/api/leads/route.ts and app/api/contact/route.ts re-export
 * these. The handlers themselves take their parts, so the tests give them a
 * store, a clock, a budget and a scheduler of their own.
 */
import 'server-only'
import { after } from 'next/server'
import { officeHoursFromContent } from '@/lib/office-hours'
import { sanityFetch } from '@/sanity/lib/fetch'
import { settingsQuery } from '@/sanity/lib/queries'
import { afterStoring } from './after-store'
import { createContactHandler } from './contact-route'
import { createLeadsHandler } from './leads-handler'
import { storeLead } from './store'

const contactDetails = () => sanityFetch({ query: settingsQuery })

/** Every stored request alerts the owner once the family has their answer (./after-store.ts). */
const afterStore = afterStoring({
  schedule: after,
  officeHours: async () => officeHoursFromContent(await contactDetails()),
})

/** POST /api/leads: the JSON the page's scripts post (../model/request.ts). */
export const postLead = createLeadsHandler({ store: (document) => storeLead(document), afterStore })

/** POST /api/contact: a form the browser posted itself. */
export const postContactForm = createContactHandler({
  store: (document) => storeLead(document),
  contacts: contactDetails,
  afterStore,
})
