/**
 * The lazy half of the service-area check: the ZIP table, the lookup and the
 * answer's markup. ServiceAreaAnswer.tsx imports this module with import()
 * on the visitor's first touch of the field, never with the page.
 */
import button from '@/components/ui/Button.module.css'
import { PhoneIcon } from '@/components/ui/icons'
import { checkZip, ZIP_TABLE } from '../zip-lookup'
import { CONSULTATION_HREF } from '@/lib/contact-links'
import type { CallLink, ServiceAreaContent } from '../content'
import { answerWords } from './wording'
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

function CallButton({ phone, secondary = false }: { phone: CallLink; secondary?: boolean }) {
  return (
    <a href={phone.href} className={`${button.button} ${secondary ? button.secondary : ''} ${styles.action}`}>
      <PhoneIcon />
      Call {phone.text}
    </a>
  )
}

export function AnswerBody({ zip, content, showBookLink }: AnswerBodyProps) {
  const { phone, agingLine } = content
  const words = answerWords(checkZip(zip, content.counties), ZIP_TABLE.state, Boolean(phone))
  const welcome = words.tone === 'yes' || words.tone === 'likely'
  return (
    <div className={styles.answer} data-tone={words.tone}>
      <p className={styles.answerText}>{words.text}</p>
      {welcome && (phone || showBookLink) ? (
        <p className={styles.actions}>
          {phone ? <CallButton phone={phone} /> : null}
          {showBookLink ? (
            <a href={CONSULTATION_HREF} className={`${button.button} ${button.secondary} ${styles.action}`}>
              Book a free consultation
            </a>
          ) : null}
        </p>
      ) : null}
      {words.tone === 'no' && agingLine ? (
        <>
          <p>For care near you, call {agingLine.name}:</p>
          <p className={styles.actions}>
            <CallButton phone={agingLine} />
          </p>
        </>
      ) : null}
      {words.tone === 'no' && phone ? (
        <>
          <p>Or call us, in case we can help:</p>
          <p className={styles.actions}>
            <CallButton phone={phone} secondary />
          </p>
        </>
      ) : null}
      {words.tone === 'problem' && words.offersCall && phone ? (
        <p className={styles.actions}>
          <CallButton phone={phone} />
        </p>
      ) : null}
    </div>
  )
}

/** The table's source, credited as its licence asks; shown under the answer, outside the live region. */
export function ZipCredit() {
  const { text, url } = ZIP_TABLE.credit
  return <p className={styles.credit}>ZIP code areas: {url ? <a href={url}>{text}</a> : text}.</p>
}
