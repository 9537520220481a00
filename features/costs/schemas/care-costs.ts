import { CreditCardIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType, type NumberRule } from 'sanity'
import { CARE_CHOICES, CHOICE_AREAS } from '../model/care-choices'
import { localizedList, localizedText } from '../../../schemas/rules'

/**
 * What care costs (issue 52), on the About page (#costs): the agency's own
 * rates, from which families make their own estimate, and what the other
 * choices cost, each with its source and year. Every figure optional: with
 * no weekday rate the section says to call for today's rates.
 */

const dollars = (max: number) => (rule: NumberRule) =>
  rule.min(0).max(max).precision(2).error(`Dollars, from 0 to ${max}, for example 32.50.`)

const hourlyRate = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'number', description, fieldset: 'rates', validation: dollars(500) })

const RATE_FIELDS = ['weekdayRate', 'weekendRate', 'holidayRate', 'overnightRate', 'liveInRate'] as const

export const careCosts = defineType({
  name: 'careCosts',
  title: 'Rates and costs',
  type: 'document',
  icon: CreditCardIcon,
  fieldsets: [
    { name: 'rates', title: 'Your rates', description: 'Dollars. Leave a rate empty if you do not offer it.' },
  ],
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      description: 'Optional. "What care costs" unless you write another.',
      validation: localizedText(80, { optional: true }),
    }),
    defineField({
      name: 'intro',
      title: 'A sentence under the heading',
      type: 'localeText',
      validation: localizedText(400, { optional: true }),
    }),
    hourlyRate('weekdayRate', 'An hour on weekdays', 'Without it the page says "Call us for today’s rates".'),
    hourlyRate('weekendRate', 'An hour at weekends', 'Empty: the weekday rate.'),
    hourlyRate('holidayRate', 'An hour on holidays', 'Empty: not shown.'),
    hourlyRate('overnightRate', 'An hour overnight', 'Empty: the weekday rate.'),
    defineField({
      name: 'liveInRate',
      title: 'A day of live-in or 24-hour care',
      type: 'number',
      fieldset: 'rates',
      validation: dollars(2000),
    }),
    defineField({
      name: 'minimumVisitHours',
      title: 'The shortest visit, in hours',
      type: 'number',
      fieldset: 'rates',
      validation: (rule) => rule.min(1).max(24).error('From 1 to 24 hours.'),
    }),
    defineField({
      name: 'ratesChangedOn',
      title: 'Rates last changed on',
      type: 'date',
      fieldset: 'rates',
      description: 'Shown under the rates, so a family knows they are current.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const document = (context.document ?? {}) as Record<string, unknown>
          const anyRate = RATE_FIELDS.some((field) => typeof document[field] === 'number')
          return !anyRate || value ? true : 'Give the date your rates last changed: the page shows it.'
        }),
    }),
    defineField({
      name: 'included',
      title: 'Included in the rate',
      type: 'localeStringList',
      validation: localizedList(160, { most: 10 }),
    }),
    defineField({
      name: 'extras',
      title: 'Costs extra',
      type: 'localeStringList',
      description: 'For example: mileage for errands in the caregiver’s car, 70 cents a mile.',
      validation: localizedList(160, { most: 10 }),
    }),
    defineField({
      name: 'otherChoices',
      title: 'What the other choices cost',
      type: 'array',
      description: 'Shown beside the family’s own estimate for a month. Each with its source, a link and its year.',
      validation: (rule) => rule.max(CARE_CHOICES.length),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'careChoice',
          fields: [
            defineField({
              name: 'choice',
              title: 'Choice',
              type: 'string',
              options: { list: CARE_CHOICES.map(({ value, title }) => ({ value, title })) },
              validation: (rule) => rule.required().error('Choose which kind of care this is.'),
            }),
            defineField({
              name: 'monthly',
              title: 'A month, in dollars',
              type: 'number',
              validation: (rule) => rule.required().min(1).max(50_000).error('Dollars a month, from 1 to 50,000.'),
            }),
            defineField({
              name: 'area',
              title: 'Where the figure is from',
              type: 'string',
              options: { list: CHOICE_AREAS.map(({ value, title }) => ({ value, title })), layout: 'radio' },
              validation: (rule) => rule.required().error('Say whether it is Georgia’s figure or the nation’s.'),
            }),
            defineField({
              name: 'year',
              title: 'Year of the figure',
              type: 'number',
              validation: (rule) => rule.required().integer().min(2000).max(2100).error('The survey’s year.'),
            }),
            defineField({
              name: 'source',
              title: 'Source',
              type: 'string',
              description: 'For example: CareScout Cost of Care Survey.',
              validation: (rule) => rule.required().max(120).error('Name the source, at most 120 characters.'),
            }),
            defineField({
              name: 'url',
              title: 'Link to the source',
              type: 'url',
              validation: (rule) =>
                rule
                  .required()
                  .uri({ scheme: ['https', 'http'] })
                  .error('The address of the source.'),
            }),
          ],
          preview: {
            select: { choice: 'choice', monthly: 'monthly', year: 'year', area: 'area' },
            prepare: ({ choice, monthly, year, area }) => ({
              title: CARE_CHOICES.find(({ value }) => value === choice)?.title ?? 'Choose the kind of care',
              subtitle: [monthly ? `$${monthly} a month` : null, area, year].filter(Boolean).join(' · '),
            }),
          },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Rates and costs' }) },
})
