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

export type PrivacyNoticeProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
  language: Language
}

/**
 * The privacy notice (#privacy), linked under every form's Send button: what
 * the forms collect, where it goes, how long it is kept, what becomes of a
 * job application, and how to have it deleted, each in the owner's words. A part the owner left empty is left
 * out, except the last: who to ask is always said, with the phone and e-mail.
 */
export function PrivacyNotice({ page, settings, language }: PrivacyNoticeProps) {
  const words = wordsFor(language)
  const privacy = page?.privacy
  const parts = [
    { id: 'privacy-collected', title: words.policies.collected, field: 'collected' },
    { id: 'privacy-where', title: words.policies.whereItGoes, field: 'whereItGoes' },
    { id: 'privacy-retention', title: words.policies.retention, field: 'retention' },
    { id: ABOUT_ANCHORS.privacyApplications, title: words.policies.applications, field: 'applications' },
  ] as const
  const updated = longDate(privacy?.lastUpdated, language)
  const deletion = textParagraphs(privacy?.deletion)
  return (
    <section id={ABOUT_ANCHORS.privacy} className={styles.section} aria-labelledby="privacy-heading">
      <Container>
        <SectionHeading
          id="privacy-heading"
          text={privacy?.heading}
          fallback={words.fallback.privacyHeading}
          {...langOf(privacy, 'heading')}
        />
        <div className={styles.body}>
          {parts.map((part) => {
            const paragraphs = textParagraphs(privacy?.[part.field])
            if (paragraphs.length === 0) return null
            return (
              <div key={part.id}>
                <h3 id={part.id}>{part.title}</h3>
                {paragraphs.map((paragraph, index) => (
                  <p key={index} {...langOf(privacy, part.field)}>
                    {paragraph}
                  </p>
                ))}
              </div>
            )
          })}
          <div>
            <h3 id="privacy-deletion">{words.policies.deletion}</h3>
            {(deletion.length > 0 ? deletion : [words.fallback.privacyDeletion]).map((paragraph, index) => (
              <p key={index} {...(deletion.length > 0 ? langOf(privacy, 'deletion') : {})}>
                {paragraph}
              </p>
            ))}
            <ContactLinks settings={settings} subject={words.policies.privacySubject} language={language} />
          </div>
          {updated ? (
            <p className={styles.dated}>
              {words.policies.lastUpdated} <time dateTime={privacy!.lastUpdated!.trim()}>{updated}</time>
            </p>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
