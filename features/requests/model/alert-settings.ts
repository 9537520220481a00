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
export const ALERT_LIMIT_FIELD = 'alertsPerHour'

/**
 * The site's alert budget: at most this many texts, and this many e-mails,
 * an hour, whoever sends the requests (a program sending many must not run
 * up the owner's texting bill, nor spend the e-mail quota the families'
 * form shares). Beyond it, one digest per channel, then quiet until the hour
 * is out (../alerts/budget.ts). Ten unless the owner sets another.
 */
export const DEFAULT_ALERTS_PER_HOUR = 10
export const MAX_ALERTS_PER_HOUR = 60

/** The owner's setting as the budget uses it: a whole number from 1 to the maximum, else the default. */
export function alertsPerHour(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ALERTS_PER_HOUR
    ? value
    : DEFAULT_ALERTS_PER_HOUR
}
