import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import button from '@/components/Button.module.css'
import { Container } from '@/components/Container'
import { CheckMark } from '@/components/CheckMark'
import { ApplicationSlot } from '@/features/requests/ApplicationSlot'
import { serviceAreaContent } from '@/features/service-area/content'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { mailtoHref, telHref } from '@/lib/contact-links'
import { employmentTypes, employmentWords } from '@/schemas/objects/employment-types'
import { emailJsSetting } from '@/lib/env/emailjs'
import { langOf } from '@/lib/i18n/fallbacks'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './Careers.module.css'

const STATEMENT_ID = 'careers-background-check'
const APPLY_HEADING_ID = 'careers-apply-heading'

export type CareersProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
  /** The served counties: the application's checkboxes. */
  counties?: AboutPageQueryResult['counties']
  language: Language
}

/** Only a secure web address is a link: anything else the content may hold is left out. */
function secureAddress(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && /^https:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null
}

/** The statement Georgia requires (lib/i18n: `careers.statement`), set apart: never small print. */
const Statement = ({ text }: { text: string }) => (
  <p id={STATEMENT_ID} className={styles.statement}>
    {text}
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
export function Careers({ page, settings, counties, language }: CareersProps) {
  const { careers: words, fallback, site } = wordsFor(language)
  const careers = page?.careers
  const hiring = careers?.hiring !== false
  const offers = (careers?.offers ?? []).filter((offer) => offer?.trim())
  const phone = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email, words.applicationSubject)
  const online = secureAddress(careers?.applyUrl)
  const ways = Boolean(phone || mail || online)
  const kinds = employmentTypes(careers?.employmentTypes)

  const waysList = ways ? (
    <ul className={styles.ways}>
      {phone && settings?.phone ? (
        <li>
          {words.callUsAt}
          <a href={phone} className={styles.link} aria-describedby={STATEMENT_ID}>
            {settings.phone}
          </a>
        </li>
      ) : null}
      {mail && settings?.email ? (
        <li>
          {words.emailUsAt}
          <a href={mail} className={styles.link} aria-describedby={STATEMENT_ID}>
            {settings.email}
          </a>{' '}
          {fill(words.subject, { subject: words.applicationSubject })}
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
            {words.applyOnline}
            <span className="visually-hidden">{site.newTab}</span>
          </a>
        </li>
      ) : null}
    </ul>
  ) : null

  return (
    <section id={ABOUT_ANCHORS.careers} className={styles.section} aria-labelledby="careers-heading">
      <Container>
        <SectionHeading
          id="careers-heading"
          text={careers?.heading}
          fallback={fallback.careersHeading}
          {...langOf(careers, 'heading')}
        />
        {careers?.intro?.trim() ? (
          <p className={styles.intro} {...langOf(careers, 'intro')}>
            {careers.intro}
          </p>
        ) : null}
        <div className={hiring ? `${styles.columns} ${styles.hiring}` : styles.columns}>
          {offers.length > 0 ? (
            <div className={styles.offersColumn}>
              <h3>{words.whatWeOffer}</h3>
              <ul className={styles.offers} {...langOf(careers, 'offers')}>
                {offers.map((offer, index) => (
                  <li key={index}>
                    <CheckMark className={styles.check} />
                    <span>{offer}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {hiring ? (
            <div className={styles.apply}>
              <h3 id={APPLY_HEADING_ID}>{words.applyHeading}</h3>
              <p className={styles.job}>
                <strong {...(careers?.jobTitle?.trim() ? langOf(careers, 'jobTitle') : {})}>
                  {careers?.jobTitle?.trim() || fallback.jobTitle}
                </strong>
                {kinds.length > 0 ? ` · ${employmentWords(kinds, words.employment, language)}` : null}
              </p>
              <Statement text={words.statement} />
              {/* Shown only without JavaScript (the <noscript> style below): the form's code cannot run then. */}
              <noscript>
                <style>{`.${styles.noscript}{display:block}`}</style>
              </noscript>
              <p className={styles.noscript}>
                {words.noScript}
                {ways ? words.noScriptWays : null}
              </p>
              <ApplicationSlot
                phone={phone && settings?.phone ? { text: settings.phone, href: phone } : null}
                email={mail && settings?.email ? { text: settings.email, href: mail } : null}
                emailJs={emailJsSetting()}
                counties={serviceAreaContent(counties, settings, language).counties}
                headingId={APPLY_HEADING_ID}
                statementId={STATEMENT_ID}
                privacyHref={`#${page?.privacy?.applications?.trim() ? ABOUT_ANCHORS.privacyApplications : ABOUT_ANCHORS.privacy}`}
                language={language}
              />
            </div>
          ) : (
            <div className={styles.apply}>
              <h3>{words.notHiring}</h3>
              <p {...(careers?.notHiringNote?.trim() ? langOf(careers, 'notHiringNote') : {})}>
                {careers?.notHiringNote?.trim() || fallback.notHiring}
              </p>
              {ways ? (
                <>
                  <h4 className={styles.waysHeading}>{words.applyAnyway}</h4>
                  {waysList}
                  <Statement text={words.statement} />
                </>
              ) : null}
            </div>
          )}
          {hiring && ways ? (
            <div className={styles.otherWays}>
              <h3>{words.otherWays}</h3>
              {waysList}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
