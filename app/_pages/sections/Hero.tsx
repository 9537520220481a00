import { SiteLink } from '@/components/SiteLink'
import type { HomePageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { consultationHref } from '@/lib/contact-links'
import { langAttribute, langOf, textLanguage } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { Container } from '@/components/Container'
import { ArtDirectedPhoto } from './ArtDirectedPhoto'
import { CheckMark } from '@/components/CheckMark'
import styles from './Hero.module.css'
import { HeroCallButton } from './HeroCallButton'
import { serviceAreaContent } from '@/features/service-area/content'
import { ServiceAreaCheck } from '@/features/service-area/ServiceAreaCheck'

export type HeroProps = {
  page: HomePageQueryResult['page']
  settings: SettingsQueryResult
  /** The served counties: the "Do you serve my area?" check answers from them, and is left out without any. */
  counties?: HomePageQueryResult['counties']
  language: Language
}

/** The home page's banner: the photo, the one h1, the call button and the trust line. */
export function Hero({ page, settings, counties, language }: HeroProps) {
  const words = wordsFor(language)
  const area = serviceAreaContent(counties, settings, language)
  // The license is the trust strip's (TrustStrip.tsx), right under the hero, and only when the owner ticks it.
  const trust = (['freeConsultation', 'responseTime'] as const)
    .map((field) => ({ text: settings?.[field]?.trim(), lang: textLanguage(settings, field) }))
    .filter((item): item is { text: string; lang: Language | undefined } => Boolean(item.text))
  const heading = page?.heroHeading?.trim()

  return (
    <section id="hero" className={styles.hero} data-call-bar-after="">
      <ArtDirectedPhoto desktop={page?.heroImageDesktop ?? null} mobile={page?.heroImageMobile ?? null} priority />
      <div className={styles.overlay} aria-hidden="true" />
      <Container className={styles.inner}>
        <div className={styles.content}>
          <h1 className={styles.heading} {...(heading ? langOf(page, 'heroHeading') : {})}>
            {heading || words.fallback.heroHeading}
          </h1>
          <HeroCallButton
            phone={settings?.phone}
            label={page?.heroButtonLabel}
            labelLanguage={textLanguage(page, 'heroButtonLabel')}
            language={language}
            className={styles.cta}
          />
          {/* Opens the contact section's consultation tab (features/requests/forms/ContactChooser.tsx). */}
          <SiteLink href={consultationHref(language)} className={styles.book}>
            {words.hero.book}
          </SiteLink>
          {area.counties.length > 0 ? <ServiceAreaCheck content={area} /> : null}
          {trust.length > 0 ? (
            <ul className={styles.trust}>
              {trust.map((item, index) => (
                <li key={index} {...langAttribute(item.lang)}>
                  <CheckMark className={styles.trustIcon} />
                  {item.text}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
