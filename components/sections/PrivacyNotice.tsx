import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { Container } from '@/components/ui/Container'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { FALLBACK_TEXT } from '@/lib/fallback-text'
import { ContactLinks } from './ContactLinks'
import { longDate, textParagraphs } from './format'
import { SectionHeading } from '../ui/SectionHeading'
import styles from './Policy.module.css'

export type PrivacyNoticeProps = {
  page: AboutPageQueryResult['page']
  settings: SettingsQueryResult
}

/**
 * The privacy notice (#privacy), linked under every form's Send button: what
 * the forms collect, where it goes, how long it is kept, what becomes of a
 * job application, and how to have it deleted, each in the owner's words. A part the owner left empty is left
 * out, except the last: who to ask is always said, with the phone and e-mail.
 */
export function PrivacyNotice({ page, settings }: PrivacyNoticeProps) {
  const privacy = page?.privacy
  const parts = [
    { id: 'privacy-collected', title: 'What the forms collect', text: privacy?.collected },
    { id: 'privacy-where', title: 'Where it goes and where it is kept', text: privacy?.whereItGoes },
    { id: 'privacy-retention', title: 'How long we keep it', text: privacy?.retention },
    { id: ABOUT_ANCHORS.privacyApplications, title: 'Job applications', text: privacy?.applications },
  ]
  const updated = longDate(privacy?.lastUpdated)
  return (
    <section id={ABOUT_ANCHORS.privacy} className={styles.section} aria-labelledby="privacy-heading">
      <Container>
        <SectionHeading id="privacy-heading" text={privacy?.heading} fallback={FALLBACK_TEXT.privacyHeading} />
        <div className={styles.body}>
          {parts.map((part) => {
            const paragraphs = textParagraphs(part.text)
            if (paragraphs.length === 0) return null
            return (
              <div key={part.id}>
                <h3 id={part.id}>{part.title}</h3>
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            )
          })}
          <div>
            <h3 id="privacy-deletion">Asking us to delete it</h3>
            {(textParagraphs(privacy?.deletion).length > 0
              ? textParagraphs(privacy?.deletion)
              : [FALLBACK_TEXT.privacyDeletion]
            ).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ContactLinks settings={settings} subject="Privacy request" />
          </div>
          {updated ? (
            <p className={styles.dated}>
              Last updated: <time dateTime={privacy!.lastUpdated!.trim()}>{updated}</time>
            </p>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
