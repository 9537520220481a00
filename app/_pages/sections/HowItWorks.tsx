import type { HomePageQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './HowItWorks.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

export type HowItWorksProps = {
  page: HomePageQueryResult['page']
  language: Language
}

/** "How it works" (#how-it-works): the owner's three or four steps from the first call to the first visit. */
export function HowItWorks({ page, language }: HowItWorksProps) {
  const steps = (page?.howItWorksSteps ?? []).filter((step) => step.title?.trim() || step.text?.trim())
  if (steps.length === 0) return null
  return (
    <section id="how-it-works" className={styles.section} aria-labelledby="how-it-works-heading">
      <Container>
        <SectionHeading
          id="how-it-works-heading"
          text={page?.howItWorksHeading}
          fallback={wordsFor(language).fallback.howItWorksHeading}
          {...langOf(page, 'howItWorksHeading')}
        />
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step._key} className={styles.step} data-aos="fade-up">
              {step.title?.trim() ? (
                <h3 className={styles.title} {...langOf(step, 'title')}>
                  {step.title}
                </h3>
              ) : null}
              {step.text?.trim() ? (
                <p className={styles.text} {...langOf(step, 'text')}>
                  {step.text}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
