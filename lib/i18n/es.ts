/**
 * The site's own words in Spanish (issue 51), part by part as in ./en.ts,
 * which types them: a key missing or extra fails the build. Written for a
 * family in the United States, as a careful native speaker writes to them:
 * "usted", plain words, the sense of the English rather than its words.
 */

export * from './es/problems'
export * from './es/pages'
export * from './es/error-page'
export * from './es/reply-promise'
export * from './es/forms'
export * from './es/request-forms'
export * from './es/service-area'
export * from './es/site'
export * from './es/costs'
export * from './es/plan'
export * from './es/booking'
