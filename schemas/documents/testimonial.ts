import { CommentIcon } from '@sanity/icons'
import { TRANSLATION_FIELD } from '../../lib/i18n/content'
import { defineField, defineType } from 'sanity'
import { SPOKEN_LANGUAGE_OPTIONS } from '../../lib/i18n/spoken-languages'
import { localizedText, requiredText } from '../rules'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Client story',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'quote',
      title: 'What they said',
      type: 'text',
      rows: 5,
      description:
        'In their own words, without quotation marks: the site adds them. Every page shows it as they said it; a page in another language shows your translation first (below).',
      validation: requiredText(600),
    }),
    defineField({
      name: 'language',
      title: 'Language they said it in',
      type: 'string',
      description: 'So that screen readers read it in its own language on both pages.',
      options: { list: SPOKEN_LANGUAGE_OPTIONS, layout: 'dropdown' },
      initialValue: 'en',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: TRANSLATION_FIELD,
      title: 'Translation',
      type: 'localeText',
      description:
        'Their words in the site’s other languages, as close as you can: a page in that language shows it, marked as a translation, with what they said below it. Leave their own language empty.',
      validation: localizedText(700, { optional: true }),
    }),
    defineField({ name: 'authorName', title: 'Name', type: 'string', validation: requiredText(60) }),
    defineField({
      name: 'relationship',
      title: 'Who they are',
      type: 'localeString',
      description: 'Optional, for example "Daughter of a client".',
      validation: localizedText(80, { optional: true }),
    }),
    defineField({
      name: 'photo',
      title: 'Photo',
      type: 'accessibleImage',
      description: 'Only with their permission. Without a photo the site shows their initials.',
    }),
    defineField({
      name: 'showOnSite',
      title: 'Show on the site',
      type: 'boolean',
      description: 'Untick to hide this story without deleting it.',
      initialValue: true,
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: 'Stories are shown from the lowest number up.',
      initialValue: 10,
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'authorName', quote: 'quote', media: 'photo', shown: 'showOnSite' },
    prepare: ({ title, quote, media, shown }) => ({
      title: shown === false ? `${title} (hidden)` : title,
      subtitle: quote,
      media,
    }),
  },
})
