import { InfoOutlineIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(60) }),
    defineField({
      name: 'leadLine',
      title: 'Lead line',
      type: 'text',
      rows: 2,
      description: 'The sentence under the heading.',
      validation: requiredText(200),
    }),
    defineField({
      name: 'heroButtonLabel',
      title: 'Button text',
      type: 'string',
      description: 'The button under the lead line dials the agency phone.',
      initialValue: 'Get In Touch',
      validation: requiredText(30),
    }),
    defineField({
      name: 'cards',
      title: 'Mission, caregivers and goal',
      type: 'array',
      description: 'Also shown, shortened, on the home page.',
      of: [defineArrayMember({ type: 'storyCard' })],
      validation: (rule) =>
        rule
          .required()
          .length(3)
          .custom((cards?: { anchor?: string }[]) => {
            const anchors = (cards ?? []).map((card) => card.anchor)
            return new Set(anchors).size === anchors.length ? true : 'Each card needs its own place on the page.'
          }),
    }),
    defineField({
      name: 'servicesHeading',
      title: 'Services heading',
      type: 'string',
      validation: requiredText(80),
    }),
    defineField({
      name: 'countiesHeading',
      title: 'Counties heading',
      type: 'string',
      validation: requiredText(80),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description for search engines',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
