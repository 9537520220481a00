import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { Container } from '@/components/ui/Container'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { FALLBACK_TEXT } from '@/lib/fallback-text'
import { ContactLinks } from './ContactLinks'
import { longDate, textParagraphs } from './format'
import { SectionHeading } from '../ui/SectionHeading'
import styles from './Policy.module.css'

export type AccessibilityStatementProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
}

function lines(items: readonly (string | null)[] | null | undefined): string[] {
  return (items ?? []).map((item) => item?.trim() ?? '').filter(Boolean)
}

/**
 * The accessibility statement (#accessibility): the standard the site meets,
 * what was done for older readers, the known limits, and how to reach us when
 * something is hard to use (always said, with the phone and e-mail).
 */
export function AccessibilityStatement({ page, settings }: AccessibilityStatementProps) {
  const statement = page?.accessibility
  const measures = lines(statement?.measures)
  const limits = lines(statement?.limits)
  const help = textParagraphs(statement?.help)
  const reviewed = longDate(statement?.lastReviewed)
  return (
    <section id={ABOUT_ANCHORS.accessibility} className={styles.warm} aria-labelledby="accessibility-heading">
      <Container>
        <SectionHeading
          id="accessibility-heading"
          text={statement?.heading}
          fallback={FALLBACK_TEXT.accessibilityHeading}
        />
        <div className={styles.body}>
          {textParagraphs(statement?.standard).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {measures.length > 0 ? (
            <div>
              <h3 id="accessibility-measures">What we did for older readers</h3>
              <ul className={styles.list}>
                {measures.map((item, index) => (
                  <li key={`${index}-${item}`}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {limits.length > 0 ? (
            <div>
              <h3 id="accessibility-limits">Known limits</h3>
              <ul className={styles.list}>
                {limits.map((item, index) => (
                  <li key={`${index}-${item}`}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h3 id="accessibility-help">If something is hard to use</h3>
            {(help.length > 0 ? help : [FALLBACK_TEXT.accessibilityHelp]).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ContactLinks settings={settings} subject="Website accessibility" />
          </div>
          {reviewed ? (
            <p className={styles.dated}>
              Last reviewed: <time dateTime={statement!.lastReviewed!.trim()}>{reviewed}</time>
            </p>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
