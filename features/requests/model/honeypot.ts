/**
 * The honeypot every form carries: a field hidden from people and from
 * assistive technology, filled in only by scripts. A module of its own so
 * that the page's eager code (the message form) takes this one name and not
 * the owner's words about spam (./spam.ts): Turbopack bundles a module whole.
 */
export const HONEYPOT_FIELD = 'hs_check'
