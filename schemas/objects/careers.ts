import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

/** The About page's "We're hiring caregivers" section (#careers). */
export const careers = defineType({
  name: 'careers',
  title: 'Careers',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      initialValue: "We're hiring caregivers",
      validation: requiredText(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Who you are looking for, and where they would work.',
      validation: requiredText(400),
    }),
    defineField({
      name: 'offers',
      title: 'What we offer',
      type: 'array',
      description: 'Short lines, one per item: pay, training, hours, support. Say only what you really offer.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(120) })],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'applyUrl',
      title: 'Online application link',
      type: 'url',
      description:
        'Optional. Your online application form, if you have one. Applicants can always call or e-mail you too. The site shows the background-check statement Georgia law requires next to every way to apply.',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
  ],
})
