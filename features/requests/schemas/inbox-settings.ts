import { CogIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import {
  DEFAULT_MAX_AGE_MONTHS,
  DEFAULT_RETENTION_MONTHS,
  MAX_AGE_SETTING,
  RETENTION_SETTINGS,
  SPAM_RETENTION_DAYS,
} from '../model/retention'

/**
 * How long the inbox keeps requests (features/requests/model/retention.ts).
 * Read only by `npm run leads:purge`: no query of the site reads it.
 */

/** US employers keep job applications at least a year (29 CFR 1602.14): less is allowed, with a warning. */
const APPLICATION_RECORDS_MONTHS = 12
export const inboxSettings = defineType({
  name: 'inboxSettings',
  title: 'Inbox settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({
      name: RETENTION_SETTINGS.requests,
      title: 'Keep closed requests for (months)',
      type: 'number',
      description: `How long a request is kept after you close it, counted from its last change. Older closed requests are deleted at the next clean-up. The privacy notice tells families this period: change both together. ${DEFAULT_RETENTION_MONTHS} months unless you set another.`,
      initialValue: DEFAULT_RETENTION_MONTHS,
      validation: (rule) =>
        rule.required().integer().min(1).max(120).error('A whole number of months, from 1 to 120 (ten years).'),
    }),
    defineField({
      name: RETENTION_SETTINGS.applications,
      title: 'Keep closed job applications for (months)',
      type: 'number',
      description: `How long a caregiver's application is kept after you mark it Hired or Not hired, counted from its last change. The privacy notice tells applicants this period: change both together. ${DEFAULT_RETENTION_MONTHS} months unless you set another.`,
      initialValue: DEFAULT_RETENTION_MONTHS,
      validation: (rule) => [
        rule.required().integer().min(1).max(120).error('A whole number of months, from 1 to 120 (ten years).'),
        rule
          .min(APPLICATION_RECORDS_MONTHS)
          .warning(
            'Most US employers must keep job applications for at least a year (29 CFR 1602.14). Check with your adviser before keeping them for less.',
          ),
      ],
    }),
    defineField({
      name: MAX_AGE_SETTING,
      title: 'Delete any request after (months)',
      type: 'number',
      description: `The longest any request or job application is kept, counted from the day it arrived, whatever its status: new and contacted ones too. The privacy notice promises families and applicants this limit: change both together. ${DEFAULT_MAX_AGE_MONTHS} months unless you set another. (Spam goes ${SPAM_RETENTION_DAYS} days after its last change.)`,
      initialValue: DEFAULT_MAX_AGE_MONTHS,
      validation: (rule) => [
        rule.required().integer().min(1).max(120).error('A whole number of months, from 1 to 120 (ten years).'),
        // The maximum age takes applications too, so below a year it would cut the employer's year short.
        rule
          .min(APPLICATION_RECORDS_MONTHS)
          .warning(
            'This limit applies to job applications too, and most US employers must keep them for at least a year (29 CFR 1602.14). Check with your adviser before setting less.',
          ),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Inbox settings' }) },
})
