import { defineArrayMember, defineField, defineType } from 'sanity'
import { EMPLOYMENT_TYPES } from '../../lib/employment-types'
import { requiredText } from '../rules'

type Careers = { hiring?: boolean } | undefined
/** Hiring unless switched off: a document from before the switch existed is hiring, as its heading says. */
const isHiring = (parent: unknown) => (parent as Careers)?.hiring !== false

/**
 * The About page's "We're hiring caregivers" section (#careers): whether the
 * application form is open, the words around it, and what search engines are
 * told of the job (lib/structured-data.ts, the JobPosting). Georgia's
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
      type: 'text',
      rows: 2,
      description: 'Optional. Shown instead of the form, above your phone and e-mail.',
      hidden: ({ parent }) => isHiring(parent),
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      initialValue: "We're hiring caregivers",
      validation: requiredText(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Who you are looking for, and where they would work.',
      validation: requiredText(400),
    }),
    defineField({
      name: 'offers',
      title: 'What we offer',
      type: 'array',
      description: 'Short lines, one per item: pay, training, hours, support. Say only what you really offer.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(120) })],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'jobTitle',
      title: 'Job title',
      type: 'string',
      description: 'The job, as people search for it: "Caregiver", "Home care aide". Shown above the form.',
      initialValue: 'Caregiver',
      hidden: ({ parent }) => !isHiring(parent),
      validation: (rule) => rule.max(60),
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
