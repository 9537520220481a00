/**
 * The request feature's Studio door: the document types of the Inbox (the
 * requests, Inbox settings, the owner's alert numbers) and the Inbox itself,
 * for studio/ to put beside the site's own. Code the Studio loads imports
 * relatively (docs/decisions.md, "Folders and layers"): Sanity's own build
 * does not read tsconfig's paths.
 */
import type { StudioPart } from '../../sanity/studio-part'
import { ALERT_SETTINGS_ID, ALERT_SETTINGS_TYPE } from './model/alert-settings'
import { REQUEST_TYPE } from './model/stored'
import { INBOX_SETTINGS_ID } from './model/retention'
import { ownerAlerts } from './schemas/alert-settings'
import { consultationHoursSchema } from './schemas/consultation-hours'
import { HOURS_ID, HOURS_TYPE } from './booking/hours'
import { inboxSettings } from './schemas/inbox-settings'
import { requestSchema } from './schemas/request'
import { inboxDesk } from './studio/desk'
import { NotSpamAction } from './studio/NotSpamAction'

export const requestsStudio = {
  types: [requestSchema, inboxSettings, ownerAlerts, consultationHoursSchema],
  /**
   * Inbox settings opens from the Inbox; the alert numbers sit on the desk
   * beside the contact details, where the owner looks for phone numbers,
   * under a private id (with a dot: the API of a public dataset never serves it).
   */
  singletons: [
    { type: 'inboxSettings', id: INBOX_SETTINGS_ID, title: 'Inbox settings', desk: 'none' },
    { type: ALERT_SETTINGS_TYPE, id: ALERT_SETTINGS_ID, title: 'Alerts to your phone', desk: 'besideContactDetails' },
    { type: HOURS_TYPE, id: HOURS_ID, title: 'Consultation hours', desk: 'besideContactDetails' },
  ],
  /** Requests arrive through POST /api/leads: the Studio offers no "create" for them, only delete and "Not spam". */
  websiteCreated: [REQUEST_TYPE],
  actions: [NotSpamAction],
  inbox: inboxDesk,
} as const satisfies StudioPart
