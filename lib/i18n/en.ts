/**
 * The site's own words in English (issue 51): every label, button, message
 * and sentence the code writes, by the part of the site that says it. The
 * owner's words are in the content; these are the rest. Spanish is ./es.ts,
 * typed by this file (./words.ts), so a key missing there fails the build.
 *
 * Plain strings only, gaps written {like_this} (./fill.ts), so that the
 * server can pass a part to the browser's components as props. The parts
 * live in files by who reads them (./en/): the server reads them all through
 * here (./words.ts); a browser component imports its part's file alone,
 * and so brings no other word (the bundler does not split one module).
 */

export * from './en/problems'
export * from './en/pages'
export * from './en/error-page'
export * from './en/reply-promise'
export * from './en/forms'
export * from './en/request-forms'
export * from './en/service-area'
export * from './en/site'
export * from './en/costs'
export * from './en/plan'
export * from './en/booking'
