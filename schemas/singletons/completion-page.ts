import { CheckmarkCircleIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

/** Where a visitor lands after paying online. */
export const completionPage = defineType({
  name: 'completionPage',
  title: 'Thank-you page',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(80) }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'text',
      rows: 3,
      description: 'Optional. A sentence under the heading.',
      validation: (rule) => rule.max(300),
    }),
  ],
  preview: { prepare: () => ({ title: 'Thank-you page' }) },
})
