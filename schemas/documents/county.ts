import { PinIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

export const county = defineType({
  name: 'county',
  title: 'County served',
  type: 'document',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'County',
      type: 'string',
      description: 'Without the word "County", for example Gwinnett.',
      validation: (rule) => [
        requiredText(40)(rule),
        rule.custom((name: string | undefined) =>
          name && /\bcounty\b/i.test(name) ? 'Leave out the word "County": the site adds it.' : true,
        ),
      ],
    }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      initialValue: 'GA',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[A-Z]{2}$/)
          .error('Two capital letters, for example GA.'),
    }),
  ],
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', state: 'state' },
    prepare: ({ name, state }) => ({ title: `${name} County`, subtitle: state }),
  },
})
