/**
 * The alerts' one GROQ query, typed by `npm run typegen`: the owner's alert
 * numbers and pause switch, the reminders' settings, read once per alert with the server's token, in
 * the published perspective (a draft the owner has not published is not
 * used). Server only: no page, section or Studio code reads the numbers.
 */
import 'server-only'
import { defineQuery } from 'groq'
import { ALERT_LIMIT_FIELD, ALERT_NUMBERS_FIELD, ALERT_PAUSE_FIELD } from '../model/alert-settings'
import { REMINDER_FIELDS } from '../model/reminders'

/** The reminders' settings keep their field names: `reminderSettings` reads them by those (../model/reminders.ts). */
export const alertSettingsQuery = defineQuery(
  `*[_id == $id][0]{"numbers": ${ALERT_NUMBERS_FIELD}, "paused": ${ALERT_PAUSE_FIELD}, "perHour": ${ALERT_LIMIT_FIELD}, ${REMINDER_FIELDS.grace}, ${REMINDER_FIELDS.outsideHours}, ${REMINDER_FIELDS.backupPhone}, ${REMINDER_FIELDS.backupEmail}, ${REMINDER_FIELDS.note}, ${REMINDER_FIELDS.summary}}`,
)
