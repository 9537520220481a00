import type { AboutPageQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import { PinIcon } from '@/components/icons'
import { countyLabel } from './format'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './CountiesServed.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

export type CountiesServedProps = {
  page: AboutPageQueryResult['page']
  counties: AboutPageQueryResult['counties'] | null
  language: Language
}

/** The counties served, as "Cobb County, GA". */
export function CountiesServed({ page, counties, language }: CountiesServedProps) {
  const items = (counties ?? [])
    .map((county) => ({ id: county._id, label: countyLabel(county, language) }))
    .filter((county): county is { id: string; label: string } => Boolean(county.label))
  return (
    <section className={styles.section} aria-labelledby="counties-heading">
      <Container>
        <SectionHeading
          id="counties-heading"
          text={page?.countiesHeading}
          fallback={wordsFor(language).fallback.countiesHeading}
          {...langOf(page, 'countiesHeading')}
        />
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
