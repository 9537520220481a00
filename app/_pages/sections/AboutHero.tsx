import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { telHref } from '@/lib/contact-links'
import button from '@/components/Button.module.css'
import { Container } from '@/components/Container'
import { PhoneIcon } from '@/components/icons'
import styles from './AboutHero.module.css'
import { textLanguage } from '@/lib/i18n/fallbacks'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { InLanguage } from '@/components/InLanguage'

export type AboutHeroProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
  language: Language
}

/** The About page's calm teal band: the one h1, the lead line and a call button. */
export function AboutHero({ page, settings, language }: AboutHeroProps) {
  const words = wordsFor(language)
  const phone = telHref(settings?.phone)
  const heading = page?.heading?.trim()
  const buttonLabel = page?.heroButtonLabel?.trim()
  return (
    <section className={styles.hero} aria-labelledby="about-heading" data-call-bar-after="">
      <Container>
        <h1 id="about-heading" className={styles.heading} lang={heading ? textLanguage(page, 'heading') : undefined}>
          {heading || words.fallback.aboutHeading}
        </h1>
        {page?.leadLine?.trim() ? (
          <p className={styles.lead} lang={textLanguage(page, 'leadLine')}>
            {page.leadLine}
          </p>
        ) : null}
        {phone ? (
          <a href={phone} className={`${button.button} ${button.onDark}`}>
            <PhoneIcon />
            <InLanguage lang={buttonLabel ? textLanguage(page, 'heroButtonLabel') : undefined}>
              {buttonLabel || words.fallback.callButton}
            </InLanguage>
            {settings?.phone ? (
              <span className="visually-hidden">{fill(words.hero.call, { phone: settings.phone })}</span>
            ) : null}
          </a>
        ) : null}
      </Container>
    </section>
  )
}
