import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

/** The About page's accessibility statement (#accessibility). */
export const accessibilityStatement = defineType({
  name: 'accessibilityStatement',
  title: 'Accessibility statement',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      initialValue: 'Accessibility statement',
      validation: requiredText(80),
    }),
    defineField({
      name: 'standard',
      title: 'The standard we meet',
      type: 'text',
      rows: 3,
      description: 'The standard this website is built and tested to (WCAG 2.2 at level AA), and how it is checked.',
      validation: requiredText(500),
    }),
    defineField({
      name: 'measures',
      title: 'What we did for older readers',
      type: 'array',
      description: 'Short lines, one per thing: text size, contrast, large buttons, reduced motion.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(200) })],
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({
      name: 'limits',
      title: 'Known limits',
      type: 'array',
      description: 'What does not work as well as it should yet, said plainly. Leave empty only if you know of none.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(200) })],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'help',
      title: 'If something is hard to use',
      type: 'text',
      rows: 3,
      description:
        'How to tell you, and what you will do. The site adds your phone number and e-mail address after it.',
      validation: requiredText(400),
    }),
    defineField({
      name: 'lastReviewed',
      title: 'Last reviewed',
      type: 'date',
      description: 'Change this date whenever you check the site again.',
      validation: (rule) => rule.required(),
    }),
  ],
})
