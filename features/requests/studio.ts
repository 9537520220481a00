/**
 * The request feature's Studio door: the document types of the Inbox (the
 * requests, Inbox settings, the owner's alert numbers) and the Inbox itself,
 * for sanity.schema.ts and sanity.config.ts to put beside the site's own.
 * Code the Studio loads imports relatively (docs/decisions.md, "Folders and
 * layers"): Sanity's own build does not read tsconfig's paths.
 */
import { ALERT_SETTINGS_ID, ALERT_SETTINGS_TYPE } from './model/alert-settings'
import { REQUEST_TYPE } from './model/document'
import { INBOX_SETTINGS_ID } from './model/retention'
import { ownerAlerts } from './schemas/alert-settings'
import { inboxSettings } from './schemas/inbox-settings'
import { requestSchema } from './schemas/request'

import { inboxDesk } from './studio/desk'
import { NotSpamAction } from './studio/NotSpamAction'

export const requestSchemaTypes = [requestSchema, inboxSettings, ownerAlerts]

/**
 * The feature's documents that exist exactly once. Inbox settings opens from
 * the Inbox; the alert numbers sit on the desk beside the contact details,
 * where the owner looks for phone numbers, under a private id (with a dot:
 * the API of a public dataset never serves it).
 */
export const REQUEST_SINGLETONS = [
  { type: 'inboxSettings', id: INBOX_SETTINGS_ID, title: 'Inbox settings', onDesk: false },
  { type: ALERT_SETTINGS_TYPE, id: ALERT_SETTINGS_ID, title: 'Alerts to your phone', onDesk: true },
] as const

/** Documents only the website creates (POST /api/leads): the Studio offers no "create" for them, only delete. */
export const WEBSITE_CREATED_TYPES = [REQUEST_TYPE] as const

/** The actions of a request beside Delete: "Not spam" on one in Spam. */
export const REQUEST_ACTIONS = [NotSpamAction]

/** What the feature puts on the desk (sanity/studio/structure.ts): the Inbox first, the alert numbers by the contact details. */
export const requestDesk = {
  inbox: inboxDesk,
  besideContactDetails: REQUEST_SINGLETONS.filter(({ onDesk }) => onDesk),
}
