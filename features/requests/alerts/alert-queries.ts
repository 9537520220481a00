/**
 * The alerts' one GROQ query, typed by `npm run typegen`: the owner's alert
 * numbers and pause switch, read once per alert with the server's token, in
 * the published perspective (a draft the owner has not published is not
 * used). Server only: no page, section or Studio code reads the numbers.
 */
import 'server-only'
import { defineQuery } from 'groq'
import { ALERT_LIMIT_FIELD, ALERT_NUMBERS_FIELD, ALERT_PAUSE_FIELD } from '../model/alert-settings'

export const alertSettingsQuery = defineQuery(
  `*[_id == $id][0]{"numbers": ${ALERT_NUMBERS_FIELD}, "paused": ${ALERT_PAUSE_FIELD}, "perHour": ${ALERT_LIMIT_FIELD}}`,
)
