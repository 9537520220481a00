import type { AboutPageQueryResult } from '@/sanity.types'
import { Container } from '@/components/ui/Container'
import { PinIcon } from '@/components/ui/icons'
import { countyLabel } from './format'
import { SectionHeading } from '../ui/SectionHeading'
import styles from './CountiesServed.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

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
        <SectionHeading id="counties-heading" text={page?.countiesHeading} fallback={FALLBACK_TEXT.countiesHeading} />
        {items.length > 0 ? (
          <ul className={styles.list}>
            {items.map((county) => (
              <li key={county.id} className={styles.county} data-aos="fade-up">
                <PinIcon className={styles.pin} />
                {county.label}
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  )
}
