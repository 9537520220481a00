/**
 * The scheduler's GROQ, typed by `npm run typegen`: the requests its jobs
 * look at (every one still New, and those first answered in the last two
 * days, for yesterday's response times), read with the write token.
 */
import 'server-only'
import { defineQuery } from 'groq'
import { REQUEST_TYPE, WHOLE_REQUEST } from '../model/stored'

export const scheduledRequestsQuery = defineQuery(
  `*[_type == "${REQUEST_TYPE}" && !(_id in path("drafts.**")) && (coalesce(status, "new") == "new" || firstContactedAt > $since)] | order(submittedAt asc) [0...2000] ${WHOLE_REQUEST}`,
)

/** One document as it is now, with its revision: what a compare-and-set patch starts from. */
export const scheduledDocumentQuery = defineQuery(`*[_id == $id][0]`)
