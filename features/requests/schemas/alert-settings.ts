import { BellIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { alertNumbers, MAX_ALERT_NUMBERS } from '../model/alert-numbers'
import {
  ALERT_LIMIT_FIELD,
  ALERT_NUMBERS_FIELD,
  ALERT_PAUSE_FIELD,
  ALERT_SETTINGS_ID,
  ALERT_SETTINGS_TYPE,
  DEFAULT_ALERTS_PER_HOUR,
  MAX_ALERTS_PER_HOUR,
} from '../model/alert-settings'
import { usPhone } from '../../../schemas/rules'
import { toE164 } from '../../../lib/contact-links'
import { EMAIL } from '../model/fields'
import { DEFAULT_GRACE_MINUTES, MAX_GRACE_MINUTES, NOTE_MAX, REMINDER_FIELDS } from '../model/reminders'

/**
 * "Alerts to your phone": the numbers the website texts for each new
 * request, and a pause. A private document (ALERT_SETTINGS_ID has a dot), so
 * unlike the contact details nobody outside the Studio can read it; the
 * server reads it with its token when it sends an alert. No query of the
 * site selects it (a test proves it).
 */
export const ownerAlerts = defineType({
  name: ALERT_SETTINGS_TYPE,
  title: 'Alerts to your phone',
  type: 'document',
  icon: BellIcon,
  // One document, under its private id: a copy elsewhere would be public, and never read.
  validation: (rule) =>
    rule.custom((doc) =>
      !doc || doc._id.replace(/^drafts\./, '') === ALERT_SETTINGS_ID
        ? true
        : `There is only one set of alert settings (id "${ALERT_SETTINGS_ID}"). Delete this copy.`,
    ),
  fields: [
    defineField({
      name: ALERT_NUMBERS_FIELD,
      title: 'Phones that get a text for each request',
      type: 'array',
      description:
        'Each new message, consultation request and job application is texted to these mobile phones at once: ' +
        'who wrote, their county, how soon, and the number to call back (never what they wrote about health). ' +
        `US numbers, for example (770) 555-0142, at most ${MAX_ALERT_NUMBERS}. Only people who use this Studio ` +
        'can see them. A Twilio trial account texts only the numbers verified in its console; a phone that ' +
        'replied STOP to the alerts gets none until it texts START to the number they come from. Left empty, ' +
        'the texts go to the numbers set on the server (OWNER_ALERT_TEXT_TO), if any.',
      of: [defineArrayMember({ type: 'string', title: 'Mobile number', validation: usPhone })],
      validation: (rule) => [
        rule.max(MAX_ALERT_NUMBERS).error(`At most ${MAX_ALERT_NUMBERS} numbers.`),
        rule.custom((entries: string[] | undefined) => {
          const given = (entries ?? []).filter((entry) => typeof entry === 'string' && entry.trim())
          const { numbers, invalid } = alertNumbers(given)
          // Each entry is a number of its own or a wrong one (flagged on the entry itself), else a repeat.
          return numbers.length + invalid.length === given.length ? true : 'Each number once: remove the second copy.'
        }),
      ],
    }),
    defineField({
      name: ALERT_PAUSE_FIELD,
      title: 'Pause texts',
      type: 'boolean',
      description:
        'While this is on, no alert texts are sent, to these phones or any other. Alert e-mails still go, and ' +
        'every request still waits in the Inbox. Turn it off to have texts again from the next request.',
      initialValue: false,
    }),
    defineField({
      name: ALERT_LIMIT_FIELD,
      title: 'Alerts an hour, at most',
      type: 'number',
      description:
        `At most this many texts, and this many e-mails, an hour (${DEFAULT_ALERTS_PER_HOUR} unless you set ` +
        'another number). Should more requests arrive than that (a program sending them, or a busy day), you ' +
        'get one last text and e-mail saying more are waiting, then nothing until the hour is out: your texting ' +
        'bill stays small, and the e-mails your contact form sends (the same EmailJS account) keep their ' +
        'monthly quota. Every request is still in the Inbox.',
      initialValue: DEFAULT_ALERTS_PER_HOUR,
      validation: (rule) =>
        rule.integer().min(1).max(MAX_ALERTS_PER_HOUR).error(`A whole number from 1 to ${MAX_ALERTS_PER_HOUR}.`),
    }),
    defineField({
      name: REMINDER_FIELDS.grace,
      title: 'Alert again this many minutes after the promise',
      type: 'number',
      fieldset: 'reminders',
      description: `${DEFAULT_GRACE_MINUTES} unless you set another; 0 alerts you the moment the promise passes.`,
      initialValue: DEFAULT_GRACE_MINUTES,
      validation: (rule) =>
        rule.integer().min(0).max(MAX_GRACE_MINUTES).error(`A whole number of minutes from 0 to ${MAX_GRACE_MINUTES}.`),
    }),
    defineField({
      name: REMINDER_FIELDS.outsideHours,
      title: 'Also outside office hours',
      type: 'boolean',
      fieldset: 'reminders',
      description: 'Off: a second alert due while the office is closed waits for the next opening.',
      initialValue: false,
    }),
    defineField({
      name: REMINDER_FIELDS.backupPhone,
      title: 'Backup contact’s mobile',
      type: 'string',
      fieldset: 'reminders',
      description: 'Texted with the second alert, beside the phones above. A US number, for example (404) 555-0177.',
      validation: (rule) =>
        rule.custom((value?: string) =>
          !value?.trim() || toE164(value)
            ? true
            : 'Enter a US phone number with area code, for example (404) 555-0177.',
        ),
    }),
    defineField({
      name: REMINDER_FIELDS.backupEmail,
      title: 'Backup contact’s e-mail',
      type: 'string',
      fieldset: 'reminders',
      description:
        'Copied on the second alert e-mail (the alert template’s Bcc is {{backup_email}}: docs/operations.md, "Owner alerts").',
      validation: (rule) =>
        rule.custom((value?: string) =>
          !value?.trim() || EMAIL.test(value.trim()) ? true : 'Enter an e-mail address, for example care@example.com.',
        ),
    }),
    defineField({
      name: REMINDER_FIELDS.note,
      title: 'The second alert begins with',
      type: 'string',
      fieldset: 'reminders',
      description: `Your own words, at most ${NOTE_MAX} characters; left empty: "Still waiting past our promise".`,
      validation: (rule) => rule.max(NOTE_MAX),
    }),
    defineField({
      name: REMINDER_FIELDS.summary,
      title: 'Morning summary',
      type: 'boolean',
      description:
        'At opening time on open days: who is still waiting and since when, new job applications, and how soon ' +
        'yesterday’s families were called. Sent only when there is something to say.',
      initialValue: true,
    }),
  ],
  fieldsets: [
    {
      name: 'reminders',
      title: 'If nobody has called back',
      description:
        'Each family is told when we will call. A request still New that long after, and the minutes you allow, ' +
        'alerts you again, and your backup contact, once: several at once in one message.',
      options: { collapsible: true, collapsed: false },
    },
  ],
  preview: { prepare: () => ({ title: 'Alerts to your phone' }) },
})
