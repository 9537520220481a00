/**
 * The lazy half of the service-area check: the ZIP table, the lookup and the
 * answer's markup. ServiceAreaAnswer.tsx imports this module with import()
 * on the visitor's first touch of the field, never with the page.
 */
import button from '@/components/Button.module.css'
import { PhoneIcon } from '@/components/icons'
import { checkZip, ZIP_TABLE } from '../zip-lookup'
import { consultationHref } from '@/lib/contact-links'
import { SERVICE_AREA_WORDS } from '@/lib/i18n/parts/service-area'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import type { CallLink, ServiceAreaContent } from '../content'
import { answerWords, type AreaWords } from './wording'

// Both languages' answers, in this lazy part only: a page loads it on the first touch of a ZIP code field.
import styles from './ServiceArea.module.css'

export type AnswerBodyProps = {
  zip: string
  content: ServiceAreaContent
  /** Off where the visitor is already booking (the consultation form). */
  showBookLink: boolean
}

/** Whether what was typed is a ZIP code we could answer for (for aria-invalid). */
export function isZipAnswer(zip: string, content: ServiceAreaContent): boolean {
  return checkZip(zip, content.counties).kind !== 'notZip'
}

function CallButton({ phone, words, secondary = false }: { phone: CallLink; words: AreaWords; secondary?: boolean }) {
  return (
    <a href={phone.href} className={`${button.button} ${secondary ? button.secondary : ''} ${styles.action}`}>
      <PhoneIcon />
      {fill(words.call, { phone: phone.text })}
    </a>
  )
}

export function AnswerBody({ zip, content, showBookLink }: AnswerBodyProps) {
  const { phone, agingLine, language } = content
  const say = SERVICE_AREA_WORDS[language]
  const words = answerWords(checkZip(zip, content.counties), ZIP_TABLE.state, Boolean(phone), say, language)
  const welcome = words.tone === 'yes' || words.tone === 'likely'
  return (
    <div className={styles.answer} data-tone={words.tone}>
      <p className={styles.answerText}>{words.text}</p>
      {welcome && (phone || showBookLink) ? (
        <p className={styles.actions}>
          {phone ? <CallButton phone={phone} words={say} /> : null}
          {showBookLink ? (
            <a href={consultationHref(language)} className={`${button.button} ${button.secondary} ${styles.action}`}>
              {say.book}
            </a>
          ) : null}
        </p>
      ) : null}
      {words.tone === 'no' && agingLine ? (
        <>
          <p>{fill(say.careNearYou, { name: agingLine.name })}</p>
          <p className={styles.actions}>
            <CallButton phone={agingLine} words={say} />
          </p>
        </>
      ) : null}
      {words.tone === 'no' && phone ? (
        <>
          <p>{say.orCallUs}</p>
          <p className={styles.actions}>
            <CallButton phone={phone} words={say} secondary />
          </p>
        </>
      ) : null}
      {words.tone === 'problem' && words.offersCall && phone ? (
        <p className={styles.actions}>
          <CallButton phone={phone} words={say} />
        </p>
      ) : null}
    </div>
  )
}

/** The table's source, credited as its licence asks; shown under the answer, outside the live region. */
export function ZipCredit({ language }: { language: Language }) {
  const { text, url } = ZIP_TABLE.credit
  return (
    <p className={styles.credit}>
      {SERVICE_AREA_WORDS[language].credit}
      {url ? <a href={url}>{text}</a> : text}.
    </p>
  )
}
