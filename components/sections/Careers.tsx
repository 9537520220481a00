import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import button from '@/components/ui/Button.module.css'
import { Container } from '@/components/ui/Container'
import { CheckMark } from '@/components/ui/CheckMark'
import { APPLICATION_SUBJECT } from '@/features/requests/model'
import { ApplicationSlot } from '@/features/requests/ApplicationSlot'
import { serviceAreaContent } from '@/features/service-area/content'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { mailtoHref, telHref } from '@/lib/contact-links'
import { employmentTypes, employmentWords } from '@/lib/employment-types'
import { emailJsSetting } from '@/lib/env/emailjs'
import { FALLBACK_TEXT } from '@/lib/fallback-text'
import { SectionHeading } from '../ui/SectionHeading'
import styles from './Careers.module.css'

/**
 * Georgia requires this statement on applications for caregiving work
 * (the Long-term Care Background Check Program, O.C.G.A. § 31-7-350 ff.).
 * Fixed here, not in the content, so that it cannot be edited away.
 */
export const BACKGROUND_CHECK_STATEMENT =
  'For this type of employment, state law requires a national and state background check as a condition of employment.'

const STATEMENT_ID = 'careers-background-check'
const APPLY_HEADING_ID = 'careers-apply-heading'

export type CareersProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
  /** The served counties: the application's checkboxes. */
  counties?: AboutPageQueryResult['counties']
}

/** Only a secure web address is a link: anything else the content may hold is left out. */
function secureAddress(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && /^https:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null
}

/** The statement, set apart: never small print. */
const Statement = () => (
  <p id={STATEMENT_ID} className={styles.statement}>
    {BACKGROUND_CHECK_STATEMENT}
  </p>
)

/**
 * We're hiring caregivers (#careers): what the agency offers and, while the
 * owner is hiring, the application form (features/requests/, its code
 * fetched on first use) under the statement Georgia law requires, with the
 * other ways to apply (phone, an e-mail with the subject written in, the
 * owner's own online form) beside it; while not, the owner's note and those
 * other ways. Every way to apply carries the statement.
 */
export function Careers({ page, settings, counties }: CareersProps) {
  const careers = page?.careers
  const hiring = careers?.hiring !== false
  const offers = (careers?.offers ?? []).filter((offer) => offer?.trim())
  const phone = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email, APPLICATION_SUBJECT)
  const online = secureAddress(careers?.applyUrl)
  const ways = Boolean(phone || mail || online)
  const kinds = employmentTypes(careers?.employmentTypes)

  const waysList = ways ? (
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
  ) : null

  return (
    <section id={ABOUT_ANCHORS.careers} className={styles.section} aria-labelledby="careers-heading">
      <Container>
        <SectionHeading id="careers-heading" text={careers?.heading} fallback={FALLBACK_TEXT.careersHeading} />
        {careers?.intro?.trim() ? <p className={styles.intro}>{careers.intro}</p> : null}
        <div className={hiring ? `${styles.columns} ${styles.hiring}` : styles.columns}>
          {offers.length > 0 ? (
            <div className={styles.offersColumn}>
              <h3>What we offer</h3>
              <ul className={styles.offers}>
                {offers.map((offer, index) => (
                  <li key={`${index}-${offer}`}>
                    <CheckMark className={styles.check} />
                    <span>{offer}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {hiring ? (
            <div className={styles.apply}>
              <h3 id={APPLY_HEADING_ID}>Apply in a few minutes</h3>
              <p className={styles.job}>
                <strong>{careers?.jobTitle?.trim() || FALLBACK_TEXT.jobTitle}</strong>
                {kinds.length > 0 ? ` · ${employmentWords(kinds)}` : null}
              </p>
              <Statement />
              {/* Shown only without JavaScript (the <noscript> style below): the form's code cannot run then. */}
              <noscript>
                <style>{`.${styles.noscript}{display:block}`}</style>
              </noscript>
              <p className={styles.noscript}>
                This browser is not running JavaScript, which the application form needs.
                {ways ? ' Please use one of the other ways to apply on this page.' : null}
              </p>
              <ApplicationSlot
                phone={phone && settings?.phone ? { text: settings.phone, href: phone } : null}
                email={mail && settings?.email ? { text: settings.email, href: mail } : null}
                emailJs={emailJsSetting()}
                counties={serviceAreaContent(counties, settings).counties}
                headingId={APPLY_HEADING_ID}
                statementId={STATEMENT_ID}
                privacyHref={`#${page?.privacy?.applications?.trim() ? ABOUT_ANCHORS.privacyApplications : ABOUT_ANCHORS.privacy}`}
              />
            </div>
          ) : (
            <div className={styles.apply}>
              <h3>We are not hiring right now</h3>
              <p>{careers?.notHiringNote?.trim() || FALLBACK_TEXT.notHiring}</p>
              {ways ? (
                <>
                  <h4 className={styles.waysHeading}>To apply all the same</h4>
                  {waysList}
                  <Statement />
                </>
              ) : null}
            </div>
          )}
          {hiring && ways ? (
            <div className={styles.otherWays}>
              <h3>Other ways to apply</h3>
              {waysList}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
