import { SiteLink } from '@/components/ui/SiteLink'
import type { HomePageQueryResult } from '@/sanity.types'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '../ui/SectionHeading'
import styles from './StoryCards.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

export type StoryCardsProps = {
  cards: HomePageQueryResult['cards']
}

/** Our Mission, Our Caregivers, Our Goal: three lines each and a link to the full text on /about. */
export function StoryCards({ cards }: StoryCardsProps) {
  const items = (cards ?? []).filter((card) => card.title?.trim() || card.text?.trim())
  if (items.length === 0) return null

  return (
    <section className={styles.section} aria-labelledby="story-cards-heading">
      <Container>
        <SectionHeading id="story-cards-heading" text={null} fallback={FALLBACK_TEXT.storyCardsHeading} hidden />
        <ul className={styles.grid}>
          {items.map((card) => {
            const title = card.title?.trim() || FALLBACK_TEXT.storyCardTitle
            return (
              <li key={card._key} className={styles.card} data-aos="fade-up">
                <h3 className={styles.title}>{title}</h3>
                {card.text?.trim() ? <p className={styles.text}>{card.text}</p> : null}
                <SiteLink href={card.anchor ? `/about#${card.anchor}` : '/about'} className={styles.more}>
                  Learn More<span className="visually-hidden"> about {title}</span>
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
