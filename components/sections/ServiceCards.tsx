import { SiteLink } from '@/components/ui/SiteLink'
import type { HomePageQueryResult } from '@/sanity.types'
import { Container } from '@/components/ui/Container'
import { LightboxImage } from './LightboxImage'
import { SectionHeading } from '../ui/SectionHeading'
import styles from './ServiceCards.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

export type ServiceCardsProps = {
  page: HomePageQueryResult['page']
  services: HomePageQueryResult['services'] | null
}

/** The four services as cards: photo (opens the lightbox), title link to /about#anchor, four-line summary. */
export function ServiceCards({ page, services }: ServiceCardsProps) {
  const items = services ?? []
  return (
    <section className={styles.section} aria-labelledby="services-heading">
      <Container>
        <SectionHeading id="services-heading" text={page?.servicesHeading} fallback={FALLBACK_TEXT.servicesHeading} />
        {items.length > 0 ? (
          <ul className={styles.grid}>
            {items.map((service) => {
              const title = service.title?.trim() || FALLBACK_TEXT.serviceTitle
              return (
                <li key={service._id} className={styles.card} data-aos="fade-up">
                  <LightboxImage
                    image={service.image}
                    title={title}
                    sizes="(min-width: 1025px) 18rem, (min-width: 768px) 45vw, 100vw"
                  />
                  <div className={styles.body}>
                    <h3 className={styles.title}>
                      <SiteLink
                        href={service.anchor ? `/about#${service.anchor}` : '/about'}
                        className={styles.titleLink}
                      >
                        {title}
                      </SiteLink>
                    </h3>
                    {service.summary?.trim() ? <p className={styles.summary}>{service.summary}</p> : null}
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
