import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import styles from './AboutHero.module.css'
import { HeroCallButton } from './HeroCallButton'
import { langOf, textLanguage } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

export type AboutHeroProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
  language: Language
}

/** The About page's calm teal band: the one h1, the lead line and a call button. */
export function AboutHero({ page, settings, language }: AboutHeroProps) {
  const words = wordsFor(language)
  const heading = page?.heading?.trim()
  return (
    <section className={styles.hero} aria-labelledby="about-heading" data-call-bar-after="">
      <Container>
        <h1 id="about-heading" className={styles.heading} {...(heading ? langOf(page, 'heading') : {})}>
          {heading || words.fallback.aboutHeading}
        </h1>
        {page?.leadLine?.trim() ? (
          <p className={styles.lead} {...langOf(page, 'leadLine')}>
            {page.leadLine}
          </p>
        ) : null}
        <HeroCallButton
          phone={settings?.phone}
          label={page?.heroButtonLabel}
          labelLanguage={textLanguage(page, 'heroButtonLabel')}
          language={language}
        />
      </Container>
    </section>
  )
}
