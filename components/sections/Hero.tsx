import { SiteLink } from '@/components/ui/SiteLink'
import type { HomePageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { CONSULTATION_HREF, telHref } from '@/lib/contact-links'
import button from '@/components/ui/Button.module.css'
import { Container } from '@/components/ui/Container'
import { ArtDirectedPhoto } from './ArtDirectedPhoto'
import { CheckMark } from '@/components/ui/CheckMark'
import { PhoneIcon } from '@/components/ui/icons'
import styles from './Hero.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'
import { serviceAreaContent } from '@/features/service-area/content'
import { ServiceAreaCheck } from '@/features/service-area/ServiceAreaCheck'

export type HeroProps = {
  page: HomePageQueryResult['page']
  settings: SettingsQueryResult
  /** The served counties: the "Do you serve my area?" check answers from them, and is left out without any. */
  counties?: HomePageQueryResult['counties']
}

/** The home page's banner: the photo, the one h1, the call button and the trust line. */
export function Hero({ page, settings, counties }: HeroProps) {
  const phone = telHref(settings?.phone)
  const area = serviceAreaContent(counties, settings)
  // The license is the trust strip's (TrustStrip.tsx), right under the hero, and only when the owner ticks it.
  const trust = [settings?.freeConsultation?.trim() || null, settings?.responseTime?.trim() || null].filter(
    (item): item is string => Boolean(item),
  )

  return (
    <section id="hero" className={styles.hero} data-call-bar-after="">
      <ArtDirectedPhoto desktop={page?.heroImageDesktop ?? null} mobile={page?.heroImageMobile ?? null} priority />
      <div className={styles.overlay} aria-hidden="true" />
      <Container className={styles.inner}>
        <div className={styles.content}>
          <h1 className={styles.heading}>{page?.heroHeading?.trim() || FALLBACK_TEXT.heroHeading}</h1>
          {phone ? (
            <a href={phone} className={`${button.button} ${button.onDark} ${styles.cta}`}>
              <PhoneIcon />
              {page?.heroButtonLabel?.trim() || FALLBACK_TEXT.callButton}
              {settings?.phone ? <span className="visually-hidden">: call {settings.phone}</span> : null}
            </a>
          ) : null}
          {/* Opens the contact section's consultation tab (features/requests/forms/ContactChooser.tsx). */}
          <SiteLink href={CONSULTATION_HREF} className={styles.book}>
            Book a free consultation
          </SiteLink>
          {area.counties.length > 0 ? <ServiceAreaCheck content={area} /> : null}
          {trust.length > 0 ? (
            <ul className={styles.trust}>
              {trust.map((item) => (
                <li key={item}>
                  <CheckMark className={styles.trustIcon} />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
