import type { HomePageQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import { CountUp } from './CountUp'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './Facts.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

export type FactsProps = {
  facts: HomePageQueryResult['facts'] | null
  language: Language
}

/** Large numbers with labels ("8 Approved counties", "100% Satisfied clients") that count up once. */
export function Facts({ facts, language }: FactsProps) {
  const items = (facts ?? []).filter(
    (fact): fact is typeof fact & { value: number } => typeof fact.value === 'number' && Number.isFinite(fact.value),
  )
  if (items.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="facts-heading">
      <Container>
        <SectionHeading id="facts-heading" text={null} fallback={wordsFor(language).fallback.factsHeading} hidden />
        <ul className={styles.grid}>
          {items.map((fact) => (
            <li key={fact._id} className={styles.fact} data-aos="fade-up">
              <CountUp value={fact.value} suffix={fact.suffix} durationMs={fact.durationMs} className={styles.number} />
              {fact.label?.trim() ? (
                <span className={styles.label} {...langOf(fact, 'label')}>
                  {fact.label}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
