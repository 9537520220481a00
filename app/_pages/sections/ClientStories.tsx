import { StaticImage } from '@/components/StaticImage'
import type { HomePageQueryResult, OutsideRatingsQueryResult } from '@/sanity.types'
import { imageSource } from '@/sanity/image'
import { Container } from '@/components/Container'
import { initials } from './format'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './ClientStories.module.css'
import { langAttribute, langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { fill } from '@/lib/i18n/fill'
import { isSpokenLanguage, languageName } from '@/lib/i18n/spoken-languages'
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
 * On a page in another language than the story's, the owner's translation
 * comes first, said to be one, and the words as they were said below it,
 * marked with their language; without a translation, the words as said.
 */
export function ClientStories({ page, testimonials, ratings = null, language }: ClientStoriesProps) {
  const words = wordsFor(language).sections
  const items = (testimonials ?? []).filter((item) => item.quote?.trim())
  return (
    <section id="testimonials" className={styles.section} aria-labelledby="testimonials-heading">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          text={page?.storiesHeading}
          fallback={wordsFor(language).fallback.storiesHeading}
          {...langOf(page, 'storiesHeading')}
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
                    {said && item.translation?.trim() ? (
                      <>
                        <blockquote className={styles.quote}>
                          <p>{item.translation}</p>
                        </blockquote>
                        <p className={styles.translated}>
                          {fill(words.translatedFrom, { language: languageName(said, language) })}
                        </p>
                        <details className={styles.original}>
                          <summary>{fill(words.asSaid, { language: languageName(said, language) })}</summary>
                          <blockquote className={styles.quote} {...langAttribute(said)}>
                            <p>{item.quote}</p>
                          </blockquote>
                        </details>
                      </>
                    ) : (
                      <blockquote className={styles.quote} {...langAttribute(said)}>
                        <p>{item.quote}</p>
                      </blockquote>
                    )}
                    {item.authorName?.trim() || item.relationship?.trim() ? (
                      <figcaption className={styles.caption}>
                        {item.authorName?.trim() ? <span className={styles.author}>{item.authorName}</span> : null}
                        {item.relationship?.trim() ? (
                          <span className={styles.relationship} {...langOf(item, 'relationship')}>
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
