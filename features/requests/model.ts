/**
 * The request feature's model door: what a request is, for the code outside
 * the feature (the site's other sections, the tests, the load run). Pure,
 * and loadable anywhere: the browser, the Studio, the server, a test.
 * Everything inside model/ stays private to the feature.
 */
export { APPLICATION_SUBJECT, BACKGROUND_CHECK_CONSENT, SHIFT_OPTIONS } from './model/application'
export { REQUEST_ID_PREFIX, REQUEST_TYPE, requestDocument, type RequestDocument } from './model/stored'
export { MODELS, type AnyModel } from './model/kinds'
export { MAX_FORM_FIELDS, MIN_CONFIRM_MS, MIN_FILL_MS, SEND_THROTTLE_MS, TICKET_MAX_AGE_MS } from './model/limits'
export { MESSAGE, type MessageValues } from './model/message'
export { REQUEST_KINDS, type RequestKind } from './model/request'
export { INBOX_SETTINGS_ID, retentionPeriods } from './model/retention'
export { HONEYPOT_FIELD, SPAM_SIGNS } from './model/spam'
export { ALERT_LIMIT_FIELD, ALERT_SETTINGS_ID, ALERT_SETTINGS_TYPE, MAX_ALERTS_PER_HOUR } from './model/alert-settings'
export { HOURS_ID as CONSULTATION_HOURS_ID, HOURS_TYPE as CONSULTATION_HOURS_TYPE } from './booking/hours'
export { PHONE_FORMAT, PHONE_OR_EMAIL, TICK_TO_AGREE, ZIP_FORMAT } from './model/english-checks'
// For the tests of the browser's and the server's agreement (__tests__/request-agreement.test.ts).
export { compareDays, parseDay } from './model/calendar-day'
export { serverBounds, visitorBounds } from './model/day-bounds'
export type { FieldSpec } from './model/fields'
export { ENGLISH_CHECKS } from './model/english-checks'
export { readForm, validate, type RawFields } from './model/validate'
