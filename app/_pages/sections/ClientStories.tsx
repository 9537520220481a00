import { StaticImage } from '@/components/StaticImage'
import type { HomePageQueryResult, OutsideRatingsQueryResult } from '@/sanity.types'
import { imageSource } from '@/sanity/image'
import { Container } from '@/components/Container'
import { initials } from './format'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './ClientStories.module.css'
import { textLanguage } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { isSpokenLanguage } from '@/lib/i18n/spoken-languages'
import { OutsideRatings } from '@/features/ratings/OutsideRatings'

export type ClientStoriesProps = {
  page: HomePageQueryResult['page']
  testimonials: HomePageQueryResult['testimonials'] | null
  /** The outside ratings and awards the owner sets (features/ratings/): shown under the heading. */
  ratings?: OutsideRatingsQueryResult
  language: Language
}

/**
 * What families say: a quote, a round photo (or initials) and who said it.
 * A quote is never translated: it is shown as it was said, marked with its
 * language wherever that is not the page's.
 */
export function ClientStories({ page, testimonials, ratings = null, language }: ClientStoriesProps) {
  const items = (testimonials ?? []).filter((item) => item.quote?.trim())
  return (
    <section id="testimonials" className={styles.section} aria-labelledby="testimonials-heading">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          text={page?.storiesHeading}
          fallback={wordsFor(language).fallback.storiesHeading}
          lang={textLanguage(page, 'storiesHeading')}
          align="center"
        />
        <OutsideRatings ratings={ratings} language={language} />
        {items.length > 0 ? (
          <ul className={styles.grid}>
            {items.map((item) => {
              const photo = imageSource(item.photo, { width: 240, height: 240 })
              const letters = initials(item.authorName)
              const said = isSpokenLanguage(item.language) && item.language !== language ? item.language : undefined
              return (
                <li key={item._id} className={styles.item} data-aos="fade-up">
                  <figure className={styles.figure}>
                    {photo ? (
                      <StaticImage src={photo.src} width={120} height={120} alt={photo.alt} className={styles.photo} />
                    ) : letters ? (
                      <span className={styles.initials} aria-hidden="true">
                        {letters}
                      </span>
                    ) : null}
                    <blockquote className={styles.quote} lang={said}>
                      <p>{item.quote}</p>
                    </blockquote>
                    {item.authorName?.trim() || item.relationship?.trim() ? (
                      <figcaption className={styles.caption}>
                        {item.authorName?.trim() ? <span className={styles.author}>{item.authorName}</span> : null}
                        {item.relationship?.trim() ? (
                          <span className={styles.relationship} lang={textLanguage(item, 'relationship')}>
                            {item.relationship}
                          </span>
                        ) : null}
                      </figcaption>
                    ) : null}
                  </figure>
                </li>
              )
            })}
          </ul>
        ) : null}
      </Container>
    </section>
  )
}
