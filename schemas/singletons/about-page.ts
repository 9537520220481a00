import { InfoOutlineIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { localizedText } from '../rules'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  groups: [
    { name: 'page', title: 'Top and sections', default: true },
    { name: 'careers', title: 'Careers' },
    { name: 'policies', title: 'Privacy and accessibility' },
    { name: 'search', title: 'Search engines' },
  ],
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      group: 'page',
      validation: localizedText(60),
    }),
    defineField({
      name: 'leadLine',
      title: 'Lead line',
      type: 'localeText',
      group: 'page',
      description: 'The sentence under the heading.',
      validation: localizedText(200),
    }),
    defineField({
      name: 'heroButtonLabel',
      title: 'Button text',
      type: 'localeString',
      group: 'page',
      description: 'The button under the lead line dials the agency phone.',
      initialValue: { _type: 'localeString', en: 'Get In Touch', es: 'Llámenos' },
      validation: localizedText(30),
    }),
    defineField({
      name: 'cards',
      title: 'Mission, caregivers and goal',
      type: 'array',
      group: 'page',
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
      type: 'localeString',
      group: 'page',
      validation: localizedText(80),
    }),
    defineField({
      name: 'countiesHeading',
      title: 'Counties heading',
      type: 'localeString',
      group: 'page',
      validation: localizedText(80),
    }),
    defineField({
      name: 'faqHeading',
      title: 'Questions heading',
      type: 'localeString',
      group: 'page',
      description: 'Above the frequently asked questions, which you write under "Frequently asked questions".',
      initialValue: { _type: 'localeString', en: 'Frequently asked questions', es: 'Preguntas frecuentes' },
      validation: localizedText(80),
    }),
    defineField({
      name: 'teamHeading',
      title: 'Team heading',
      type: 'localeString',
      group: 'page',
      description: 'Above the people you add under "Team". Without anyone there, the section is not shown.',
      initialValue: { _type: 'localeString', en: 'Our team', es: 'Nuestro equipo' },
      validation: localizedText(80),
    }),
    defineField({
      name: 'careers',
      title: 'Careers',
      type: 'careers',
      group: 'careers',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'privacy',
      title: 'Privacy notice',
      type: 'privacyNotice',
      group: 'policies',
      description: 'Linked under the Send button of every form on the site.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'accessibility',
      title: 'Accessibility statement',
      type: 'accessibilityStatement',
      group: 'policies',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description for search engines',
      group: 'search',
      type: 'localeText',
      validation: localizedText(200),
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
