import { PortableText } from '@portabletext/react'
import type { AboutPageQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import { InLanguage } from '@/components/InLanguage'
import { siteFacts, type SiteFacts } from '../site-facts'
import { richTextComponents } from './portable-text'
import styles from './StoryDetails.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

type Page = NonNullable<AboutPageQueryResult['page']>

export type StoryDetailsProps = {
  cards: Page['cards'] | null | undefined
  language: Language
  /** The facts the owner's answers show (../site-facts.ts); those this section can read, without. */
  facts?: SiteFacts
}

/** Our Mission, Our Caregivers, Our Goal in full, each its own section at #mission, #caregivers, #goal. */
export function StoryDetails({
  cards,
  language,
  facts = siteFacts({ settings: null, costs: null, language }),
}: StoryDetailsProps) {
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
            <h2
              id={`story-${card._key}`}
              className={styles.title}
              {...(card.title?.trim() ? langOf(card, 'title') : {})}
            >
              {card.title?.trim() || wordsFor(language).fallback.storyCardTitle}
            </h2>
            {card.body?.length ? (
              <InLanguage {...langOf(card, 'body')} block>
                <PortableText value={card.body} components={richTextComponents(facts)} onMissingComponent={false} />
              </InLanguage>
            ) : null}
          </section>
        ))}
      </Container>
    </div>
  )
}
