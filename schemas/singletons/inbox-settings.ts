import { CogIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { DEFAULT_RETENTION_MONTHS } from '../../features/leads/model/retention'

/**
 * How the inbox of requests behaves. Read only by `npm run leads:purge`: no
 * query of the site reads it.
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
  ],
  preview: { prepare: () => ({ title: 'Inbox settings' }) },
})
