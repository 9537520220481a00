import type { SettingsQueryResult } from '@/sanity.types'
import { mailtoHref, telHref } from '@/lib/contact-links'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import styles from './Policy.module.css'

/**
 * "Phone: … E-mail: …" under the privacy notice and the accessibility
 * statement, the e-mail with a subject that tells the office what it is about.
 */
export function ContactLinks({
  settings,
  subject,
  language,
}: {
  settings: SettingsQueryResult
  subject: string
  language: Language
}) {
  const words = wordsFor(language).policies
  const phone = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email, subject)
  if (!phone && !mail) return null
  return (
    <ul className={styles.contact}>
      {phone && settings?.phone ? (
        <li>
          {words.phone}
          <a href={phone}>{settings.phone}</a>
        </li>
      ) : null}
      {mail && settings?.email ? (
        <li>
          {words.email}
          <a href={mail}>{settings.email}</a>
        </li>
      ) : null}
    </ul>
  )
}
