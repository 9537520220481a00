/**
 * The owner's alert settings in the Studio ("Alerts to your phone"): the
 * numbers the server texts for each stored request, and a switch to pause
 * the texts. One document with a private id: an id with a dot is in a path,
 * which the API of a public dataset never serves without a token, so the
 * numbers cannot be read by anyone but the Studio's users and the server.
 * Shared by the schema (features/requests/schemas/alert-settings.ts) and the server's
 * read (features/requests/alerts/studio-numbers.ts). Pure.
 */

export const ALERT_SETTINGS_TYPE = 'ownerAlerts'
export const ALERT_SETTINGS_ID = 'private.ownerAlerts'

export const ALERT_SETTINGS_FIELDS = {
  numbers: 'textNumbers',
  paused: 'textsPaused',
} as const

/** The server's one read per alert, published perspective: a draft the owner has not published is not used. */
export const ALERT_SETTINGS_QUERY = `*[_id == $id][0]{"numbers": ${ALERT_SETTINGS_FIELDS.numbers}, "paused": ${ALERT_SETTINGS_FIELDS.paused}}`
