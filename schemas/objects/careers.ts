import { defineArrayMember, defineField, defineType } from 'sanity'
import { EMPLOYMENT_TYPES } from './employment-types'
import { localizedList, localizedText } from '../rules'

type Careers = { hiring?: boolean } | undefined
/** Hiring unless switched off: a document from before the switch existed is hiring, as its heading says. */
const isHiring = (parent: unknown) => (parent as Careers)?.hiring !== false

/**
 * The About page's "We're hiring caregivers" section (#careers): whether the
 * application form is open, the words around it, and what search engines are
 * told of the job (app/_pages/structured-data.ts, the JobPosting). Georgia's
 * background-check statement is not here: the site fixes it, so that it
 * cannot be edited away.
 */
export const careers = defineType({
  name: 'careers',
  title: 'Careers',
  type: 'object',
  fields: [
    defineField({
      name: 'hiring',
      title: 'We are hiring',
      type: 'boolean',
      description:
        'On: the application form shows, and search engines are told of the job. Off: the page says you are not hiring and shows the other ways to apply (your note below, your phone and e-mail). Change the heading to match.',
      initialValue: true,
    }),
    defineField({
      name: 'notHiringNote',
      title: 'While you are not hiring',
      type: 'localeText',
      description: 'Optional. Shown instead of the form, above your phone and e-mail.',
      hidden: ({ parent }) => isHiring(parent),
      validation: localizedText(300, { optional: true }),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      initialValue: { _type: 'localeString', en: "We're hiring caregivers", es: 'Buscamos cuidadores' },
      validation: localizedText(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'localeText',
      description: 'Who you are looking for, and where they would work.',
      validation: localizedText(400),
    }),
    defineField({
      name: 'offers',
      title: 'What we offer',
      type: 'localeStringList',
      description: 'Short lines, one per item: pay, training, hours, support. Say only what you really offer.',
      validation: localizedList(120, { most: 8 }),
    }),
    defineField({
      name: 'jobTitle',
      title: 'Job title',
      type: 'localeString',
      description: 'The job, as people search for it: "Caregiver", "Home care aide". Shown above the form.',
      initialValue: { _type: 'localeString', en: 'Caregiver', es: 'Cuidador o cuidadora' },
      hidden: ({ parent }) => !isHiring(parent),
      validation: localizedText(60, { optional: true }),
    }),
    defineField({
      name: 'employmentTypes',
      title: 'Kinds of employment',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...EMPLOYMENT_TYPES], layout: 'grid' },
      description: 'Shown above the form, and told to search engines.',
      initialValue: ['FULL_TIME', 'PART_TIME'],
      hidden: ({ parent }) => !isHiring(parent),
    }),
    defineField({
      name: 'postedOn',
      title: 'Hiring since',
      type: 'date',
      description:
        'The day you started hiring. Search engines show it as the date the job was posted: change it only when you start hiring again after a pause.',
      hidden: ({ parent }) => !isHiring(parent),
      validation: (rule) =>
        rule
          .custom((value, context) =>
            value || !isHiring(context.parent) ? true : 'Search engines need this date to list the job.',
          )
          .warning(),
    }),
    defineField({
      name: 'applyUrl',
      title: 'Online application link',
      type: 'url',
      description:
        'Optional. Another online application form of yours (a job site, say), offered beside the site’s own and your phone and e-mail. The site shows the background-check statement Georgia law requires next to every way to apply.',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
  ],
})
