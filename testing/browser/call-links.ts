/**
 * Every link that calls the agency. An answer the owner wrote in the FAQ may
 * give another organisation's number (the starter's statewide aging line,
 * tel:+18665524464): a call link, but not to the agency, so not one of these.
 */
export const AGENCY_CALL_LINKS = 'a[href^="tel:"]:not(#faq details a)'
