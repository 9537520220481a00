import { createLeadsHandler } from './handler'
import { storeLead } from './store'

/**
 * Where the contact section's forms keep every request, beside the e-mail the
 * browser sends through EmailJS: `{kind, id, page, fields, hs_check, elapsedMs}`
 * as JSON in, `201 {ok, id}` or a status with words for the visitor out
 * (lib/leads/request.ts). The order of the checks is in ./handler.ts; where a
 * request is kept, in ./store.ts.
 */
export const POST = createLeadsHandler({ store: (document) => storeLead(document) })
