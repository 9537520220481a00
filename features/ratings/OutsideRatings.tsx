import type { OutsideRatingsQueryResult } from '@/sanity.types'
import { fill } from '@/lib/i18n/fill'
import { localeOf, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import styles from './OutsideRatings.module.css'

type Ratings = OutsideRatingsQueryResult

/** "October 2026" from the day the owner read the figures; null when it is not a date. */
function monthWords(value: string | null | undefined, language: Language): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  return new Date(`${value}T12:00:00Z`).toLocaleDateString(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * What others say (issue 52): the agency's Google rating as the owner last
 * read it, with the month, and a link to read the reviews at the source;
 * then any award, with a link to how it is given. Nothing until the rating,
 * the number of reviews and the day they were read are all set. Figures
 * only, never Google's review texts, and no rating of the agency in the
 * structured data (app/_pages/structured-data.ts; docs/decisions.md).
 */
export function OutsideRatings({ ratings, language }: { ratings: Ratings; language: Language }) {
  const words = wordsFor(language).ratings
  const month = monthWords(ratings?.readOn, language)
  const rating = ratings?.googleRating
  const count = ratings?.googleReviewCount
  const google = typeof rating === 'number' && typeof count === 'number' && month
  const awards = (ratings?.awards ?? []).filter((award) => award.name?.trim() && award.year)
  if (!google && awards.length === 0) return null
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    )
  return (
    <div className={styles.ratings} data-ratings>
      {google ? (
        <p className={styles.google}>
          <span aria-hidden="true" className={styles.stars}>
            {fill(words.stars, { rating: number(rating, 1) })}
          </span>
          <span className="visually-hidden">{fill(words.starsSpoken, { rating: number(rating, 1) })}</span>
          {fill(words.google, { count: number(count), date: month })}
          {ratings?.googleReviewsUrl ? (
            <>
              {' · '}
              <a href={ratings.googleReviewsUrl}>{words.readReviews}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {awards.length > 0 ? (
        <ul className={styles.awards} aria-label={words.awards}>
          {awards.map((award) => (
            <li key={award._key} className={styles.badge}>
              {fill(words.award, { name: award.name!.trim(), year: award.year! })}
              {award.criteriaUrl ? (
                <>
                  {' ('}
                  <a href={award.criteriaUrl}>{words.criteria}</a>
                  {')'}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
