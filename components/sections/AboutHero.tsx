import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { telHref } from '@/lib/contact-links'
import button from '@/components/ui/Button.module.css'
import { Container } from '@/components/ui/Container'
import { PhoneIcon } from '@/components/ui/icons'
import styles from './AboutHero.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

export type AboutHeroProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
}

/** The About page's calm teal band: the one h1, the lead line and a call button. */
export function AboutHero({ page, settings }: AboutHeroProps) {
  const phone = telHref(settings?.phone)
  return (
    <section className={styles.hero} aria-labelledby="about-heading" data-call-bar-after="">
      <Container>
        <h1 id="about-heading" className={styles.heading}>
          {page?.heading?.trim() || FALLBACK_TEXT.aboutHeading}
        </h1>
        {page?.leadLine?.trim() ? <p className={styles.lead}>{page.leadLine}</p> : null}
        {phone ? (
          <a href={phone} className={`${button.button} ${button.onDark}`}>
            <PhoneIcon />
            {page?.heroButtonLabel?.trim() || FALLBACK_TEXT.callButton}
            {settings?.phone ? <span className="visually-hidden">: call {settings.phone}</span> : null}
          </a>
        ) : null}
      </Container>
    </section>
  )
}
