import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import button from '@/components/ui/Button.module.css'
import { Container } from '@/components/ui/Container'
import { CheckIcon } from '@/components/ui/icons'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { mailtoHref, telHref } from '@/lib/contact-links'
import { FALLBACK_TEXT } from '@/lib/fallback-text'
import { SectionHeading } from './SectionHeading'
import styles from './Careers.module.css'

/**
 * Georgia requires this statement on applications for caregiving work
 * (the Long-term Care Background Check Program, O.C.G.A. § 31-7-350 ff.).
 * Fixed here, not in the content, so that it cannot be edited away.
 */
export const BACKGROUND_CHECK_STATEMENT =
  'For this type of employment, state law requires a national and state background check as a condition of employment.'

/** The subject an applicant's e-mail starts with, so that the office can sort applications. */
export const APPLICATION_SUBJECT = 'Caregiver application'

const STATEMENT_ID = 'careers-background-check'

export type CareersProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
}

/** Only a secure web address is a link: anything else the content may hold is left out. */
function secureAddress(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && /^https:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null
}

/**
 * We're hiring caregivers (#careers): what the agency offers and how to
 * apply (phone, an e-mail with the subject written in, or the owner's online
 * form), each way to apply carrying the statement Georgia law requires.
 */
export function Careers({ page, settings }: CareersProps) {
  const careers = page?.careers
  const offers = (careers?.offers ?? []).filter((offer) => offer?.trim())
  const phone = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email, APPLICATION_SUBJECT)
  const online = secureAddress(careers?.applyUrl)
  const ways = Boolean(phone || mail || online)

  return (
    <section id={ABOUT_ANCHORS.careers} className={styles.section} aria-labelledby="careers-heading">
      <Container>
        <SectionHeading id="careers-heading" text={careers?.heading} fallback={FALLBACK_TEXT.careersHeading} />
        {careers?.intro?.trim() ? <p className={styles.intro}>{careers.intro}</p> : null}
        <div className={styles.columns}>
          {offers.length > 0 ? (
            <div>
              <h3>What we offer</h3>
              <ul className={styles.offers}>
                {offers.map((offer, index) => (
                  <li key={`${index}-${offer}`}>
                    <CheckIcon className={styles.check} />
                    <span>{offer}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {ways ? (
            <div className={styles.apply}>
              <h3>How to apply</h3>
              <ul className={styles.ways}>
                {phone && settings?.phone ? (
                  <li>
                    Call us at{' '}
                    <a href={phone} className={styles.link} aria-describedby={STATEMENT_ID}>
                      {settings.phone}
                    </a>
                  </li>
                ) : null}
                {mail && settings?.email ? (
                  <li>
                    E-mail us at{' '}
                    <a href={mail} className={styles.link} aria-describedby={STATEMENT_ID}>
                      {settings.email}
                    </a>{' '}
                    (subject: {APPLICATION_SUBJECT})
                  </li>
                ) : null}
                {online ? (
                  <li>
                    <a
                      href={online}
                      className={button.button}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-describedby={STATEMENT_ID}
                    >
                      Apply online<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ) : null}
              </ul>
              <p id={STATEMENT_ID} className={styles.statement}>
                {BACKGROUND_CHECK_STATEMENT}
              </p>
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
