/**
 * The booking's names that the form's eager code needs (issue 62): its
 * routes and its fields. Kept apart from ./offer.ts so that the form's
 * first code carries no date words. Pure.
 */

/** The booking's routes (app/api/bookings/…). */
export const BOOKING_PATHS = {
  slots: '/api/bookings/slots',
  hold: '/api/bookings/hold',
  calendar: '/api/bookings/calendar',
  cancel: '/api/bookings/cancel',
  feed: '/api/bookings/feed',
  /** The consultation request as a plain page, for a browser without JavaScript. */
  choose: '/api/bookings/choose',
} as const

/** The form's fields for the time: the slot chosen (empty: none), and the reminder's box. */
export const SLOT_FIELD = 'slot'
export const TEXT_REMINDER_FIELD = 'textReminder'
export const MEETING_FIELD = 'meeting'
