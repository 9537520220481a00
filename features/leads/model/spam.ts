/**
 * The two spam checks every form runs before the network, and the server
 * again (./request.ts): a module of their own, so that the page's eager code
 * (the message form) imports these two constants and not every request model
 * with them (Turbopack bundles a module whole, with every export).
 */

/** The honeypot's name: a field hidden from people and from assistive technology, filled in only by scripts. */
export const HONEYPOT_FIELD = 'hs_check'

/** A person needs longer than this to fill in a form; scripts do not. */
export const MIN_FILL_MS = 3000
