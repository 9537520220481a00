import type { AboutPageQueryResult } from '@/sanity.types'
import { Container } from '@/components/ui/Container'
import { countyLabel } from './format'
import { SectionHeading } from './SectionHeading'
import styles from './CountiesServed.module.css'

export type CountiesServedProps = {
  page: AboutPageQueryResult['page']
  counties: AboutPageQueryResult['counties'] | null
}

/** The counties served, as "Cobb County, GA". */
export function CountiesServed({ page, counties }: CountiesServedProps) {
  const items = (counties ?? [])
    .map((county) => ({ id: county._id, label: countyLabel(county) }))
    .filter((county): county is { id: string; label: string } => Boolean(county.label))
  return (
    <section className={styles.section} aria-labelledby="counties-heading">
      <Container>
        <SectionHeading id="counties-heading" text={page?.countiesHeading} fallback="Counties we serve" />
        {items.length > 0 ? (
          <ul className={styles.list}>
            {items.map((county) => (
              <li key={county.id} className={styles.county} data-aos="fade-up">
                <svg
                  className={styles.pin}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                  fill="currentColor"
                >
                  <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
                </svg>
                {county.label}
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  )
}
