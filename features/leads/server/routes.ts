/**
 * The request routes as the app serves them, wired to the real store,
 * content and key: app/api/leads/route.ts, app/api/leads/token/route.ts and
 * app/api/contact/route.ts re-export these. The handlers themselves take
 * their parts, so the tests give them a store, a clock, a budget and a
 * scheduler of their own.
 */
import 'server-only'
import { after } from 'next/server'
import { officeHoursFromContent } from '@/lib/office-hours'
import { sanityFetch } from '@/sanity/lib/fetch'
import { settingsQuery } from '@/sanity/lib/queries'
import { afterStoring } from './after-store'
import { createContactHandler } from './contact-route'
import { formTokenKey } from './form-token-key'
import { createLeadsHandler } from './leads-handler'
import { confirmLead, storeLead } from './store'
import { createTokenHandler } from './token-route'

const contactDetails = () => sanityFetch({ query: settingsQuery })

/** Every stored request alerts the owner once the family has their answer (./after-store.ts). */
const afterStore = afterStoring({
  schedule: after,
  officeHours: async () => officeHoursFromContent(await contactDetails()),
})

/** POST /api/leads: the JSON the page's scripts post (../model/request.ts). */
export const postLead = createLeadsHandler({
  store: (document) => storeLead(document),
  tokenKey: formTokenKey,
  afterStore,
})

/** GET /api/leads/token: the ticket a form fetches when the visitor first touches it (./form-token.ts). */
export const getFormToken = createTokenHandler({ key: formTokenKey })

/** POST /api/contact: a form the browser posted itself, and its confirmation. */
export const postContactForm = createContactHandler({
  store: (document) => storeLead(document),
  confirm: (id, reason) => confirmLead(id, reason),
  tokenKey: formTokenKey,
  contacts: contactDetails,
  afterStore,
})
