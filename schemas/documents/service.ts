import { HeartIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { localizedList, localizedRichText, localizedText } from '../rules'

export const SERVICE_ANCHORS = [
  { title: 'Companionship', value: 'companionship' },
  { title: 'Homemaking', value: 'homemaking' },
  { title: 'Personal care', value: 'personal' },
  { title: '24/7 private duty', value: 'privateduty' },
]

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: HeartIcon,
  fields: [
    defineField({ name: 'title', title: 'Name', type: 'localeString', validation: localizedText(60) }),
    defineField({
      name: 'anchor',
      title: 'Place on the About page',
      type: 'string',
      description: 'Links in the menu, the footer and the home page jump to this place.',
      options: { list: SERVICE_ANCHORS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Short text for the home page card',
      type: 'localeText',
      description: 'The card shows about four lines of it.',
      validation: localizedText(400),
    }),
    defineField({
      name: 'description',
      title: 'Full description',
      type: 'localeRichText',
      description: 'Shown on the About page.',
      validation: localizedRichText('', { optional: true }),
    }),
    defineField({
      name: 'tasks',
      title: 'What we help with',
      type: 'localeStringList',
      description: 'One task per line, for example "Meal preparation and serving".',
      validation: localizedList(80),
    }),
    defineField({
      name: 'availability',
      title: 'Availability',
      type: 'localeString',
      description: 'Optional, for example "Available 24 hours a day, 7 days a week".',
      validation: localizedText(120, { optional: true }),
    }),
    defineField({
      name: 'shiftPatterns',
      title: 'Shift patterns',
      type: 'array',
      description: 'Optional. The ways round-the-clock care can be split into shifts.',
      of: [defineArrayMember({ type: 'shiftPattern' })],
    }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'accessibleImage',
      validation: (rule) => rule.required().warning('A service without a photo looks unfinished.'),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: 'Services are listed from the lowest number up.',
      initialValue: 10,
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'summary.en', media: 'image' } },
})
