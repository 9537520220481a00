/**
 * Every GROQ query and list filter of the Inbox, in one module: typed by
 * `npm run typegen` (sanity.types.ts), like the site's content queries in
 * sanity/page-queries.ts. The filters narrow the desk's document lists; the
 * queries count for the titles and read for the actions and panes.
 */
import { defineQuery } from 'groq'
import { REQUEST_TYPE } from '../model/stored'

/** Families' requests: every request but a caregiver's application. */
const FAMILY = `_type == "${REQUEST_TYPE}" && kind != "application"`
/** A request without a status (none should have one) counts as new rather than vanishing. */
const FAMILY_NEW = `${FAMILY} && (status == "new" || !defined(status))`
const APPLICATION = `_type == "${REQUEST_TYPE}" && kind == "application"`
const APPLICATION_NEW = `${APPLICATION} && (status == "new" || !defined(status))`

/** The families' lists by status. Spam has none of its own here: one Spam list holds both kinds (./spam.ts). */
export const STATUS_FILTERS = {
  new: FAMILY_NEW,
  contacted: `${FAMILY} && status == "contacted"`,
  closed: `${FAMILY} && status == "closed"`,
} as const

/** The Applications' lists by status (./applications.ts). */
export const APPLICATION_FILTERS = {
  new: APPLICATION_NEW,
  contacted: `${APPLICATION} && status == "contacted"`,
  interview: `${APPLICATION} && status == "interview"`,
  hired: `${APPLICATION} && status == "hired"`,
  notHired: `${APPLICATION} && status == "notHired"`,
} as const

/** Both kinds' spam. */
export const SPAM_FILTER = `_type == "${REQUEST_TYPE}" && status == "spam"`

/** New, never contacted, and arrived by `$cutoff` (./waiting.ts works the cutoff out from the office hours). */
export const WAITING_FILTER = `${FAMILY_NEW} && !defined(firstContactedAt) && dateTime(submittedAt) <= dateTime($cutoff)`

export const newRequestCountQuery = defineQuery(`count(*[${FAMILY_NEW}])`)
export const newApplicationCountQuery = defineQuery(`count(*[${APPLICATION_NEW}])`)
export const spamCountQuery = defineQuery(`count(*[${SPAM_FILTER}])`)

/** How many are in Spam, and the last change among them: the bound of what an action on "all of them" touches. */
export const spamSnapshotQuery = defineQuery(
  `{"count": count(*[${SPAM_FILTER}]), "latest": *[${SPAM_FILTER}] | order(_updatedAt desc)[0]._updatedAt}`,
)

/** What an action on all spam changes: spam whose last change was counted, nothing that came after. */
export const spamCountedQuery = defineQuery(`*[${SPAM_FILTER} && dateTime(_updatedAt) <= dateTime($latest)]`)

/** Families' requests since `$since` (a caregiver's application is answered in the course of hiring). */
export const responseTimesQuery = defineQuery(
  `*[${FAMILY} && status != "spam" && dateTime(submittedAt) >= dateTime($since)]{ submittedAt, firstContactedAt }`,
)

/** The office hours the Inbox's waiting times count, from the published contact details. */
export const inboxOfficeHoursQuery = defineQuery(
  `*[_id == "settings"][0]{ officeHours[]{ day, opens, closes }, "holidays": holidays[].date }`,
)
