import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { ContactLinks } from './ContactLinks'
import { longDate, textParagraphs } from './format'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './Policy.module.css'

export type AccessibilityStatementProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
  language: Language
}

function lines(items: readonly (string | null)[] | null | undefined): string[] {
  return (items ?? []).map((item) => item?.trim() ?? '').filter(Boolean)
}

/**
 * The accessibility statement (#accessibility): the standard the site meets,
 * what was done for older readers, the known limits, and how to reach us when
 * something is hard to use (always said, with the phone and e-mail).
 */
export function AccessibilityStatement({ page, settings, language }: AccessibilityStatementProps) {
  const words = wordsFor(language)
  const statement = page?.accessibility
  const measures = lines(statement?.measures)
  const limits = lines(statement?.limits)
  const help = textParagraphs(statement?.help)
  const reviewed = longDate(statement?.lastReviewed, language)
  return (
    <section id={ABOUT_ANCHORS.accessibility} className={styles.warm} aria-labelledby="accessibility-heading">
      <Container>
        <SectionHeading
          id="accessibility-heading"
          text={statement?.heading}
          fallback={words.fallback.accessibilityHeading}
          {...langOf(statement, 'heading')}
        />
        <div className={styles.body}>
          {textParagraphs(statement?.standard).map((paragraph, index) => (
            <p key={index} {...langOf(statement, 'standard')}>
              {paragraph}
            </p>
          ))}
          {measures.length > 0 ? (
            <div>
              <h3 id="accessibility-measures">{words.policies.measures}</h3>
              <ul className={styles.list} {...langOf(statement, 'measures')}>
                {measures.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {limits.length > 0 ? (
            <div>
              <h3 id="accessibility-limits">{words.policies.limits}</h3>
              <ul className={styles.list} {...langOf(statement, 'limits')}>
                {limits.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h3 id="accessibility-help">{words.policies.help}</h3>
            {(help.length > 0 ? help : [words.fallback.accessibilityHelp]).map((paragraph, index) => (
              <p key={index} {...(help.length > 0 ? langOf(statement, 'help') : {})}>
                {paragraph}
              </p>
            ))}
            <ContactLinks settings={settings} subject={words.policies.accessibilitySubject} language={language} />
          </div>
          {reviewed ? (
            <p className={styles.dated}>
              {words.policies.lastReviewed} <time dateTime={statement!.lastReviewed!.trim()}>{reviewed}</time>
            </p>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
