import { BookIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { localizedRichText, localizedText } from '../rules'

export const STORY_ANCHORS = [
  { title: 'Our Mission', value: 'mission' },
  { title: 'Our Caregivers', value: 'caregivers' },
  { title: 'Our Goal', value: 'goal' },
]

/** Our Mission / Our Caregivers / Our Goal: in full on About, cut short on Home. */
export const storyCard = defineType({
  name: 'storyCard',
  title: 'Card',
  type: 'object',
  icon: BookIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: localizedText(60) }),
    defineField({
      name: 'anchor',
      title: 'Place on the About page',
      type: 'string',
      description: 'Where the Learn More link on the home page jumps to. Each card needs its own.',
      options: { list: STORY_ANCHORS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'localeRichText',
      description: 'Shown in full on the About page; the home page shows the first three lines.',
      validation: localizedRichText('Write the text in English.'),
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'anchor' } },
})
