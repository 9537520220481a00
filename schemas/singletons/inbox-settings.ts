import { CogIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import {
  DEFAULT_MAX_AGE_MONTHS,
  DEFAULT_RETENTION_MONTHS,
  SPAM_RETENTION_DAYS,
} from '../../features/leads/model/retention'

/**
 * How long the inbox keeps requests (features/leads/model/retention.ts).
 * Read only by `npm run leads:purge`: no query of the site reads it.
 */
export const inboxSettings = defineType({
  name: 'inboxSettings',
  title: 'Inbox settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({
      name: 'retentionMonths',
      title: 'Keep closed requests for (months)',
      type: 'number',
      description: `How long a request is kept after you close it, counted from its last change. Older closed requests are deleted at the next clean-up. The privacy notice tells families this period: change both together. ${DEFAULT_RETENTION_MONTHS} months unless you set another.`,
      initialValue: DEFAULT_RETENTION_MONTHS,
      validation: (rule) =>
        rule.required().integer().min(1).max(120).error('A whole number of months, from 1 to 120 (ten years).'),
    }),
    defineField({
      name: 'maxAgeMonths',
      title: 'Delete any request after (months)',
      type: 'number',
      description: `The longest any request is kept, counted from the day it arrived, whatever its status: new and contacted ones too. The privacy notice promises families this limit: change both together. ${DEFAULT_MAX_AGE_MONTHS} months unless you set another. (Spam goes ${SPAM_RETENTION_DAYS} days after its last change.)`,
      initialValue: DEFAULT_MAX_AGE_MONTHS,
      validation: (rule) =>
        rule.required().integer().min(1).max(120).error('A whole number of months, from 1 to 120 (ten years).'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Inbox settings' }) },
})
