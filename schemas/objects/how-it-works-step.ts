import { defineField, defineType } from 'sanity'
import { localizedText } from '../rules'

/** One step of "How it works" on the home page, from the first call to the first visit. */
export const howItWorksStep = defineType({
  name: 'howItWorksStep',
  title: 'Step',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'What happens',
      type: 'localeString',
      description: 'A few words, for example "We match a caregiver".',
      validation: localizedText(60),
    }),
    defineField({
      name: 'text',
      title: 'In a sentence or two',
      type: 'localeText',
      description: 'What the family does or can expect at this step, and how long it takes.',
      validation: localizedText(240),
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'text.en' } },
})
