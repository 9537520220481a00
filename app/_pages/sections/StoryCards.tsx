import { SiteLink } from '@/components/SiteLink'
import type { HomePageQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './StoryCards.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { localePath } from '@/lib/i18n/paths'

export type StoryCardsProps = {
  cards: HomePageQueryResult['cards']
  language: Language
}

/** Our Mission, Our Caregivers, Our Goal: three lines each and a link to the full text on /about. */
export function StoryCards({ cards, language }: StoryCardsProps) {
  const words = wordsFor(language)
  const items = (cards ?? []).filter((card) => card.title?.trim() || card.text?.trim())
  if (items.length === 0) return null

  return (
    <section className={styles.section} aria-labelledby="story-cards-heading">
      <Container>
        <SectionHeading id="story-cards-heading" text={null} fallback={words.fallback.storyCardsHeading} hidden />
        <ul className={styles.grid}>
          {items.map((card) => {
            const title = card.title?.trim() || words.fallback.storyCardTitle
            return (
              <li key={card._key} className={styles.card} data-aos="fade-up">
                <h3 className={styles.title} {...(card.title?.trim() ? langOf(card, 'title') : {})}>
                  {title}
                </h3>
                {card.text?.trim() ? (
                  <p className={styles.text} {...langOf(card, 'body')}>
                    {card.text}
                  </p>
                ) : null}
                <SiteLink
                  href={localePath(language, card.anchor ? `/about#${card.anchor}` : '/about')}
                  className={styles.more}
                >
                  {words.sections.learnMore}
                  <span className="visually-hidden">{fill(words.sections.about, { title })}</span>
                  <span aria-hidden="true" className={styles.arrow}>
                    →
                  </span>
                </SiteLink>
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
