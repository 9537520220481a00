/**
 * The times and sizes a request is held to, in one place: the forms, both
 * routes, the ticket and the tests read these. Free of imports, so that the
 * page's eager code (the message form) takes these few numbers and nothing
 * of the models with them: Turbopack bundles a module whole.
 */

/** A person needs longer than this to fill in a form; scripts do not. */
export const MIN_FILL_MS = 3000

/** A person reads the no-script page before pressing "Confirm and send"; a script that presses at once stays in Spam. */
export const MIN_CONFIRM_MS = 1000

/** Long enough for a family to write at leisure; the form fetches a fresh ticket before it goes stale. */
export const TICKET_MAX_AGE_MS = 4 * 3600 * 1000

/** A ticket is a few dozen characters (server/ticket.ts); anything much longer is not one. */
export const MAX_TICKET_LENGTH = 200

/** One request per form per visitor per this long (EmailJS's limitRate, kept in localStorage). */
export const SEND_THROTTLE_MS = 30_000

/**
 * The most fields a posted form may have. The biggest form, the caregiver
 * application, has 46 named fields with every box ticked among 20 counties
 * (the most it takes); 64 leaves room and stops a flood of names.
 */
export const MAX_FORM_FIELDS = 64
