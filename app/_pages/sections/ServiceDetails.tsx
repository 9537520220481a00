import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { PortableText } from '@portabletext/react'
import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { telHref } from '@/lib/contact-links'
import button from '@/components/Button.module.css'
import { Container } from '@/components/Container'
import { joinWords, shiftWords } from './format'
import { CheckMark } from '@/components/CheckMark'
import { PhoneIcon } from '@/components/icons'
import { LightboxImage } from './LightboxImage'
import { siteFacts, type SiteFacts } from '../site-facts'
import { richTextComponents } from './portable-text'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './ServiceDetails.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { InLanguage } from '@/components/InLanguage'

export type ServiceDetailsProps = {
  page: AboutPageQueryResult['page']
  services: AboutPageQueryResult['services'] | null
  settings: SettingsQueryResult
  language: Language
  /** The facts the owner's answers show (../site-facts.ts); those this section can read, without. */
  facts?: SiteFacts
}

/** The four services in full on /about, each at its own anchor (#companionship, ...), each with a call button. */
export function ServiceDetails({
  page,
  services,
  settings,
  language,
  facts = siteFacts({ settings, costs: null, language }),
}: ServiceDetailsProps) {
  const words = wordsFor(language)
  const items = services ?? []
  const phone = telHref(settings?.phone)
  if (items.length === 0) return null

  return (
    <section className={styles.section} aria-labelledby="about-services-heading">
      <Container>
        <SectionHeading
          id="about-services-heading"
          text={page?.servicesHeading}
          fallback={words.fallback.servicesHeading}
          {...langOf(page, 'servicesHeading')}
        />
        <div className={styles.list}>
          {items.map((service) => {
            const title = service.title?.trim() || words.fallback.serviceTitle
            const headingId = `service-${service._id}`
            const tasks = (service.tasks ?? []).filter((task) => task?.trim())
            const shifts = (service.shiftPatterns ?? [])
              .map((pattern) => ({
                key: pattern._key,
                text: joinWords(
                  (pattern.shifts ?? []).map((shift) => (shift ? shiftWords(shift, language) : shift)),
                  language,
                ),
              }))
              .filter((pattern) => pattern.text)
            return (
              <section
                key={service._id}
                id={service.anchor ?? undefined}
                className={styles.service}
                aria-labelledby={headingId}
                data-aos="fade-up"
              >
                <LightboxImage
                  image={service.image}
                  title={title}
                  className={styles.image}
                  sizes="(min-width: 64.0625em) 28rem, 100vw"
                  language={language}
                />
                <div className={styles.body}>
                  <h2
                    id={headingId}
                    className={styles.title}
                    {...(service.title?.trim() ? langOf(service, 'title') : {})}
                  >
                    {title}
                  </h2>
                  {service.description?.length ? (
                    <InLanguage {...langOf(service, 'description')} block>
                      <PortableText
                        value={service.description}
                        components={richTextComponents(facts)}
                        onMissingComponent={false}
                      />
                    </InLanguage>
                  ) : service.summary?.trim() ? (
                    <p className={styles.text} {...langOf(service, 'summary')}>
                      {service.summary}
                    </p>
                  ) : null}
                  {tasks.length > 0 ? (
                    <>
                      <h3 className={styles.subheading}>{words.sections.howWeHelp}</h3>
                      <ul className={styles.tasks} {...langOf(service, 'tasks')}>
                        {tasks.map((task, index) => (
                          <li key={index}>
                            <CheckMark className={styles.check} />
                            <span>{task}</span>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {service.availability?.trim() ? (
                    <p className={styles.availability} {...langOf(service, 'availability')}>
                      {service.availability}
                    </p>
                  ) : null}
                  {shifts.length > 0 ? (
                    <>
                      <h3 className={styles.subheading}>{words.sections.shiftPatterns}</h3>
                      <ul className={styles.shifts}>
                        {shifts.map((pattern) => (
                          <li key={pattern.key}>{pattern.text}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {phone ? (
                    <a href={phone} className={`${button.button} ${styles.call}`}>
                      <PhoneIcon />
                      {words.sections.callNow}
                      <span className="visually-hidden">{fill(words.sections.about, { title })}</span>
                    </a>
                  ) : null}
                </div>
              </section>
            )
          })}
        </div>
        <p className={styles.costs}>
          <a href={`#${ABOUT_ANCHORS.costs}`}>{words.costs.seeCosts}</a>
        </p>
      </Container>
    </section>
  )
}
