/**
 * The GROQ of `npm run leads:purge` and `leads:export`, typed by `npm run
 * typegen`. The client reads the published perspective: requests are
 * live-edited and have no drafts.
 */
import { defineQuery } from 'groq'
import { REQUEST_TYPE, WHOLE_REQUEST } from '../model/stored'
import { INBOX_SETTINGS_ID, PURGE_FILTER } from '../model/retention'

export const allRequestsQuery = defineQuery(`*[_type == "${REQUEST_TYPE}"] | order(submittedAt asc)${WHOLE_REQUEST}`)

export const retentionSettingsQuery = defineQuery(
  `*[_id == "${INBOX_SETTINGS_ID}"][0]{retentionMonths, applicationRetentionMonths, maxAgeMonths}`,
)

/** What the purge deletes: the retention rule in GROQ (../model/retention.ts), checked again as it deletes. */
export const purgeQuery = defineQuery(`*[${PURGE_FILTER}]`)

/** Drafts of deleted requests: none should exist (requests are live-edited); any made by hand go too. */
export const draftsQuery = defineQuery(`*[_id in $drafts]`)
