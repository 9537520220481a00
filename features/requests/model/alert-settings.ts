/**
 * The owner's alert settings in the Studio ("Alerts to your phone"): the
 * numbers the server texts for each stored request, and a switch to pause
 * the texts. One document with a private id: an id with a dot is in a path,
 * which the API of a public dataset never serves without a token, so the
 * numbers cannot be read by anyone but the Studio's users and the server.
 * Shared by the schema (../schemas/alert-settings.ts) and the server's read
 * (../alerts/queries.ts). Pure.
 */

export const ALERT_SETTINGS_TYPE = 'ownerAlerts'
export const ALERT_SETTINGS_ID = 'private.ownerAlerts'

/** The phones to text, and the switch that pauses the texts: the schema's field names, which the server's read selects. */
export const ALERT_NUMBERS_FIELD = 'textNumbers'
export const ALERT_PAUSE_FIELD = 'textsPaused'
