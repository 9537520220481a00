import { PortableText } from '@portabletext/react'
import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { telHref } from '@/lib/contact-links'
import button from '@/components/ui/Button.module.css'
import { Container } from '@/components/ui/Container'
import { joinWords } from './format'
import { CheckMark } from '@/components/ui/CheckMark'
import { PhoneIcon } from '@/components/ui/icons'
import { LightboxImage } from './LightboxImage'
import { portableTextComponents } from './portable-text'
import { SectionHeading } from '../ui/SectionHeading'
import styles from './ServiceDetails.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

export type ServiceDetailsProps = {
  page: AboutPageQueryResult['page']
  services: AboutPageQueryResult['services'] | null
  settings: SettingsQueryResult
}

/** The four services in full on /about, each at its own anchor (#companionship, ...), each with a call button. */
export function ServiceDetails({ page, services, settings }: ServiceDetailsProps) {
  const items = services ?? []
  const phone = telHref(settings?.phone)
  if (items.length === 0) return null

  return (
    <section className={styles.section} aria-labelledby="about-services-heading">
      <Container>
        <SectionHeading
          id="about-services-heading"
          text={page?.servicesHeading}
          fallback={FALLBACK_TEXT.servicesHeading}
        />
        <div className={styles.list}>
          {items.map((service) => {
            const title = service.title?.trim() || FALLBACK_TEXT.serviceTitle
            const headingId = `service-${service._id}`
            const tasks = (service.tasks ?? []).filter((task) => task?.trim())
            const shifts = (service.shiftPatterns ?? [])
              .map((pattern) => ({ key: pattern._key, text: joinWords(pattern.shifts ?? []) }))
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
                  sizes="(min-width: 1025px) 28rem, 100vw"
                />
                <div className={styles.body}>
                  <h2 id={headingId} className={styles.title}>
                    {title}
                  </h2>
                  {service.description?.length ? (
                    <PortableText
                      value={service.description}
                      components={portableTextComponents}
                      onMissingComponent={false}
                    />
                  ) : service.summary?.trim() ? (
                    <p className={styles.text}>{service.summary}</p>
                  ) : null}
                  {tasks.length > 0 ? (
                    <>
                      <h3 className={styles.subheading}>How we help</h3>
                      <ul className={styles.tasks}>
                        {tasks.map((task, index) => (
                          <li key={`${index}-${task}`}>
                            <CheckMark className={styles.check} />
                            <span>{task}</span>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {service.availability?.trim() ? <p className={styles.availability}>{service.availability}</p> : null}
                  {shifts.length > 0 ? (
                    <>
                      <h3 className={styles.subheading}>Shift patterns</h3>
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
                      Call Now<span className="visually-hidden"> about {title}</span>
                    </a>
                  ) : null}
                </div>
              </section>
            )
          })}
        </div>
      </Container>
    </section>
  )
}
