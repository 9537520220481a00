import { CogIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { DEFAULT_RETENTION_MONTHS, RETENTION_SETTINGS } from '../../features/leads/model/retention'

/**
 * How the inbox of requests behaves. Read only by `npm run leads:purge`: no
 * query of the site reads it.
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
  ],
  preview: { prepare: () => ({ title: 'Inbox settings' }) },
})
