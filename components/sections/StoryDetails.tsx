import { PortableText } from '@portabletext/react'
import type { AboutPageQueryResult } from '@/sanity.types'
import { Container } from '@/components/ui/Container'
import { portableTextComponents } from './portable-text'
import styles from './StoryDetails.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

type Page = NonNullable<AboutPageQueryResult['page']>

export type StoryDetailsProps = {
  cards: Page['cards'] | null | undefined
}

/** Our Mission, Our Caregivers, Our Goal in full, each its own section at #mission, #caregivers, #goal. */
export function StoryDetails({ cards }: StoryDetailsProps) {
  const items = (cards ?? []).filter((card) => card.title?.trim() || (card.body?.length ?? 0) > 0)
  if (items.length === 0) return null
  return (
    <div className={styles.wrapper}>
      <Container className={styles.grid}>
        {items.map((card) => (
          <section
            key={card._key}
            id={card.anchor ?? undefined}
            className={styles.card}
            aria-labelledby={`story-${card._key}`}
            data-aos="fade-up"
          >
            <h2 id={`story-${card._key}`} className={styles.title}>
              {card.title?.trim() || FALLBACK_TEXT.storyCardTitle}
            </h2>
            {card.body?.length ? (
              <PortableText value={card.body} components={portableTextComponents} onMissingComponent={false} />
            ) : null}
          </section>
        ))}
      </Container>
    </div>
  )
}
