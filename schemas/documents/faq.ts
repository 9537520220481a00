import { HelpCircleIcon } from '@sanity/icons'
import { defineQuery } from 'groq'
import { defineField, defineType, type Rule } from 'sanity'
import { DEFAULT_API_VERSION } from '../../lib/env/content'
import { LANGUAGE_CODES } from '../../lib/i18n/languages'
import { statedVisitLengths } from '../objects/site-facts'
import { FAQ_GROUPS, isFaqGroup } from './faq-groups'
import { optionsList } from '../singletons/payment'
import { localizedRichText, localizedText } from '../rules'

/** The shortest visit as Rates and costs has it, published or not: what an answer must not contradict. */
const shortestVisitQuery = defineQuery(
  `*[_id in ["careCosts", "drafts.careCosts"]] | order(_updatedAt desc)[0].minimumVisitHours`,
)

type Blocks = { _type?: string; children?: { _type?: string; text?: string }[] }[]

/** The words of a formatted text in one language, for the checks below. */
const wordsOf = (blocks: unknown) =>
  (Array.isArray(blocks) ? (blocks as Blocks) : [])
    .flatMap((block) => block.children ?? [])
    .map((child) => child.text ?? '')
    .join(' ')

/**
 * A warning, not an error, when an answer states a visit length that is not
 * the shortest visit of Rates and costs: the FAQ once said three hours where
 * the rates said four (issue 58). The fact "The shortest visit" says it
 * from the rates instead.
 */
const agreesWithRates = (rule: Rule) =>
  rule
    .custom(async (value, context) => {
      const stated = LANGUAGE_CODES.flatMap((code) =>
        statedVisitLengths(wordsOf((value as Record<string, unknown>)?.[code])),
      )
      if (stated.length === 0) return true
      const shortest = await context.getClient({ apiVersion: DEFAULT_API_VERSION }).fetch(shortestVisitQuery)
      const wrong = stated.find((hours) => hours !== shortest)
      if (wrong === undefined || typeof shortest !== 'number') return true
      return `This answer says a visit is at least ${wrong} hours; Rates and costs says ${shortest}. Insert the fact "The shortest visit" instead of the number, so the two always agree.`
    })
    .warning()

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
      validation: (rule) => [
        localizedRichText('Write the answer in English: until then the question is not shown.')(rule),
        agreesWithRates(rule),
      ],
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
