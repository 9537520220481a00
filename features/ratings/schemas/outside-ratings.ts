import { StarIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { RATINGS_STALE_AFTER_DAYS, ratingsAreStale } from '../model/ratings-age'

/**
 * What others say of the agency (issue 52): its Google rating, as the owner
 * reads it, and any award, each with a link to where a family can check it.
 * Figures only: Google's review texts may not be copied (the Places terms),
 * and the site's structured data never rates the agency itself. Nothing is
 * shown until the rating and the number of reviews are set.
 */
export const outsideRatings = defineType({
  name: 'outsideRatings',
  title: 'Ratings and awards',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'googleRating',
      title: 'Google rating',
      type: 'number',
      description: 'As Google shows it, for example 4.8.',
      validation: (rule) => rule.min(1).max(5).precision(1).error('From 1 to 5, one decimal, for example 4.8.'),
    }),
    defineField({
      name: 'googleReviewCount',
      title: 'Number of Google reviews',
      type: 'number',
      validation: (rule) => rule.integer().min(1).error('A whole number of reviews.'),
    }),
    defineField({
      name: 'googleReviewsUrl',
      title: 'Link to the reviews on Google',
      type: 'url',
      description:
        'Your business’s reviews on Google Maps: the page links there, so a family reads them at the source.',
      validation: (rule) => rule.uri({ scheme: ['https'] }).error('The https address of your reviews.'),
    }),
    defineField({
      name: 'readOn',
      title: 'Read on',
      type: 'date',
      description: `The day you read the figures. The page says "as of" its month; over ${RATINGS_STALE_AFTER_DAYS} days old, the Studio reminds you to read them again.`,
      validation: (rule) => [
        rule
          .custom((value, context) => {
            const document = (context.document ?? {}) as Record<string, unknown>
            return value || typeof document.googleRating !== 'number' ? true : 'Give the day you read the rating.'
          })
          .error(),
        rule
          .custom((value: string | undefined) =>
            ratingsAreStale(value)
              ? `Read more than ${RATINGS_STALE_AFTER_DAYS} days ago: check the figures on Google and update them with today’s date.`
              : true,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'awards',
      title: 'Awards',
      type: 'array',
      description:
        'For example Home Care Pulse “Provider of Choice” or Caring.com “Caring Stars”, with a link to its criteria.',
      validation: (rule) => rule.max(6),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'award',
          fields: [
            defineField({
              name: 'name',
              title: 'Award',
              type: 'string',
              validation: (rule) => rule.required().max(80).error('The award’s name, at most 80 characters.'),
            }),
            defineField({
              name: 'year',
              title: 'Year',
              type: 'number',
              validation: (rule) => rule.required().integer().min(2000).max(2100).error('The year it was given.'),
            }),
            defineField({
              name: 'criteriaUrl',
              title: 'Link to its criteria',
              type: 'url',
              validation: (rule) =>
                rule
                  .required()
                  .uri({ scheme: ['https'] })
                  .error('Where a family can read how it is given.'),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'year' } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Ratings and awards' }) },
})
