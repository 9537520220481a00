import { SiteLink } from '@/components/SiteLink'
import type { HomePageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { consultationHref, telHref } from '@/lib/contact-links'
import { textLanguage } from '@/lib/i18n/fallbacks'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import button from '@/components/Button.module.css'
import { Container } from '@/components/Container'
import { ArtDirectedPhoto } from './ArtDirectedPhoto'
import { CheckMark } from '@/components/CheckMark'
import { InLanguage } from '@/components/InLanguage'
import { PhoneIcon } from '@/components/icons'
import styles from './Hero.module.css'
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
  const phone = telHref(settings?.phone)
  const area = serviceAreaContent(counties, settings, language)
  // The license is the trust strip's (TrustStrip.tsx), right under the hero, and only when the owner ticks it.
  const trust = (['freeConsultation', 'responseTime'] as const)
    .map((field) => ({ text: settings?.[field]?.trim(), lang: textLanguage(settings, field) }))
    .filter((item): item is { text: string; lang: Language | undefined } => Boolean(item.text))
  const heading = page?.heroHeading?.trim()
  const buttonLabel = page?.heroButtonLabel?.trim()

  return (
    <section id="hero" className={styles.hero} data-call-bar-after="">
      <ArtDirectedPhoto desktop={page?.heroImageDesktop ?? null} mobile={page?.heroImageMobile ?? null} priority />
      <div className={styles.overlay} aria-hidden="true" />
      <Container className={styles.inner}>
        <div className={styles.content}>
          <h1 className={styles.heading} lang={heading ? textLanguage(page, 'heroHeading') : undefined}>
            {heading || words.fallback.heroHeading}
          </h1>
          {phone ? (
            <a href={phone} className={`${button.button} ${button.onDark} ${styles.cta}`}>
              <PhoneIcon />
              <InLanguage lang={buttonLabel ? textLanguage(page, 'heroButtonLabel') : undefined}>
                {buttonLabel || words.fallback.callButton}
              </InLanguage>
              {settings?.phone ? (
                <span className="visually-hidden">{fill(words.hero.call, { phone: settings.phone })}</span>
              ) : null}
            </a>
          ) : null}
          {/* Opens the contact section's consultation tab (features/requests/forms/ContactChooser.tsx). */}
          <SiteLink href={consultationHref(language)} className={styles.book}>
            {words.hero.book}
          </SiteLink>
          {area.counties.length > 0 ? <ServiceAreaCheck content={area} /> : null}
          {trust.length > 0 ? (
            <ul className={styles.trust}>
              {trust.map((item) => (
                <li key={item.text} lang={item.lang}>
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
