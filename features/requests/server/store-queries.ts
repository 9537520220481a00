/**
 * The server's GROQ, typed by `npm run typegen`: what the store selects to
 * confirm a request sent without the page's scripts, and how it reads one
 * back for the owner's alert. Server only, with the write token.
 */
import 'server-only'
import { defineQuery } from 'groq'
import { REQUEST_TYPE, WHOLE_REQUEST } from '../model/stored'

/** A request kept as spam only for want of its confirmation: what "Confirm and send" moves to New, nothing else. */
export const unconfirmedRequestQuery = defineQuery(
  `*[_type == "${REQUEST_TYPE}" && _id == $id && status == "spam" && spamReason == $reason]`,
)

export const requestByIdQuery = defineQuery(`*[_type == "${REQUEST_TYPE}" && _id == $id][0]${WHOLE_REQUEST}`)
