import { HelpCircleIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { FAQ_GROUPS, isFaqGroup } from './faq-groups'
import { optionsList } from '../singletons/payment'
import { localizedRichText, localizedText } from '../rules'

/** A question families ask, with its answer, on the About page (#faq) and for search engines. */
export const faq = defineType({
  name: 'faq',
  title: 'Frequently asked question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'localeString',
      description: 'In the words a family would use, for example "How soon can care start?"',
      validation: localizedText(160),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'localeRichText',
      description:
        'Short and plain, as you would say it on the phone. A question without an answer is not shown on the site.',
      validation: localizedRichText('Write the answer in English: until then the question is not shown.'),
    }),
    defineField({
      name: 'group',
      title: 'Group',
      type: 'string',
      description: 'The heading the question is listed under.',
      options: { list: optionsList(FAQ_GROUPS), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose the group this question belongs to.'),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: 'Within its group, questions are shown from the lowest number up.',
      initialValue: 10,
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [
    {
      title: 'Group, then position',
      name: 'groupOrder',
      by: [
        { field: 'group', direction: 'asc' },
        { field: 'order', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { title: 'question.en', group: 'group', answer: 'answer.en' },
    prepare: ({ title, group, answer }) => {
      const groupLabel = isFaqGroup(group) ? FAQ_GROUPS[group] : 'No group yet'
      const answered = Array.isArray(answer) && answer.length > 0
      return {
        title: title || 'A question still to write',
        subtitle: answered ? groupLabel : `${groupLabel} · no answer yet, not shown`,
      }
    },
  },
})
