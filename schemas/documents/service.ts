import { HeartIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

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
    defineField({ name: 'title', title: 'Name', type: 'string', validation: requiredText(60) }),
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
      type: 'text',
      rows: 4,
      description: 'The card shows about four lines of it.',
      validation: requiredText(400),
    }),
    defineField({
      name: 'description',
      title: 'Full description',
      type: 'richText',
      description: 'Shown on the About page.',
    }),
    defineField({
      name: 'tasks',
      title: 'What we help with',
      type: 'array',
      description: 'One task per line, for example "Meal preparation and serving".',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(80) })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'availability',
      title: 'Availability',
      type: 'string',
      description: 'Optional, for example "Available 24 hours a day, 7 days a week".',
      validation: (rule) => rule.max(120),
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
  preview: { select: { title: 'title', subtitle: 'summary', media: 'image' } },
})
