import { SiteLink } from '@/components/SiteLink'
import type { HomePageQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import { LightboxImage } from './LightboxImage'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './ServiceCards.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { localePath } from '@/lib/i18n/paths'

export type ServiceCardsProps = {
  page: HomePageQueryResult['page']
  services: HomePageQueryResult['services'] | null
  language: Language
}

/** The four services as cards: photo (opens the lightbox), title link to /about#anchor, four-line summary. */
export function ServiceCards({ page, services, language }: ServiceCardsProps) {
  const words = wordsFor(language)
  const items = services ?? []
  return (
    <section className={styles.section} aria-labelledby="services-heading">
      <Container>
        <SectionHeading
          id="services-heading"
          text={page?.servicesHeading}
          fallback={words.fallback.servicesHeading}
          {...langOf(page, 'servicesHeading')}
        />
        {items.length > 0 ? (
          <ul className={styles.grid}>
            {items.map((service) => {
              const title = service.title?.trim() || words.fallback.serviceTitle
              return (
                <li key={service._id} className={styles.card} data-aos="fade-up">
                  <LightboxImage
                    image={service.image}
                    title={title}
                    sizes="(min-width: 64.0625em) 18rem, (min-width: 48em) 45vw, 100vw"
                    language={language}
                  />
                  <div className={styles.body}>
                    <h3 className={styles.title} {...(service.title?.trim() ? langOf(service, 'title') : {})}>
                      <SiteLink
                        href={localePath(language, service.anchor ? `/about#${service.anchor}` : '/about')}
                        className={styles.titleLink}
                      >
                        {title}
                      </SiteLink>
                    </h3>
                    {service.summary?.trim() ? (
                      <p className={styles.summary} {...langOf(service, 'summary')}>
                        {service.summary}
                      </p>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
        ) : null}
      </Container>
    </section>
  )
}
