import { BarChartIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { localizedText } from '../rules'

/** A number that counts up from 0 when it scrolls into view. */
export const fact = defineType({
  name: 'fact',
  title: 'Fact',
  type: 'document',
  icon: BarChartIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      description: 'Shown under the number, for example "Approved counties".',
      validation: localizedText(60),
    }),
    defineField({
      name: 'value',
      title: 'Number',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0).max(1_000_000),
    }),
    defineField({
      name: 'suffix',
      title: 'After the number',
      type: 'string',
      description: 'Optional, for example % or +.',
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: 'durationMs',
      title: 'Count-up time (milliseconds)',
      type: 'number',
      description: 'How long the number takes to count up. 3000 is three seconds.',
      initialValue: 3000,
      validation: (rule) => rule.required().integer().min(500).max(10_000),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      initialValue: 10,
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { label: 'label.en', value: 'value', suffix: 'suffix' },
    prepare: ({ label, value, suffix }) => ({ title: `${value ?? '?'}${suffix ?? ''}`, subtitle: label }),
  },
})
