import { CheckmarkCircleIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { localizedText } from '../rules'

/** Where a visitor lands after paying online. */
export const completionPage = defineType({
  name: 'completionPage',
  title: 'Thank-you page',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'localeString', validation: localizedText(80) }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'localeText',
      description: 'Optional. A sentence under the heading.',
      validation: localizedText(300, { optional: true }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Thank-you page' }) },
})
