'use client'

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import button from '@/components/Button.module.css'
import type { EmailJsSetting } from '@/lib/env/emailjs'
import type { messageForm } from '@/lib/i18n/en'
import type { Language } from '@/lib/i18n/languages'
import type { OfficeHours } from '@/lib/time/office-hours'
import { MESSAGE } from '../model/message'
import { HONEYPOT_FIELD } from '../model/honeypot'
import type { CheckWords } from '../model/words'
import { checkForm, fieldsIn, markFields, markWhileTyping } from './field-checks'
import { FORM_FALLBACK_ACTION, successMessage } from './failures'
import { loadLaterWords, type LaterWords } from '@/lib/i18n/parts/later'
import type { ContactLink } from './OtherWays'
import { FormFooter } from './FormParts'
import { useSend } from './use-send'
import styles from './Form.module.css'

const FIRST_FIELD = 'contact-name'

export type ContactFormProps = {
  phone: ContactLink | null
  email: ContactLink | null
  /** The EmailJS account (public values, from lib/env/emailjs.ts), or the variables still to set. */
  emailJs: EmailJsSetting
  /** The owner's office hours, from the content: the success alert says when we will reply. */
  officeHours: OfficeHours
  /**
   * The page's language, and the form's own words in it (lib/i18n): what the
   * page shows of it. The rest (its checks, what it says around a send) come
   * with the first touch (lib/i18n/parts/later.ts).
   */
  language: Language
  words: { form: typeof messageForm; honeypot: string }
  privacyHref: string
}

/**
 * Sends the visitor's message through EmailJS from the browser and keeps it
 * through /api/leads at the same time (./send-request.ts). Whatever happens, the
 * visitor is told the truth, and nothing they typed is lost unless one of
 * the two worked.
 */
export function ContactForm({ phone, email, emailJs, officeHours, language, words, privacyHref }: ContactFormProps) {
  const { sending, attempt, outcome, noticeFirstTouch, send, busy, closeOutcome } = useSend(
    emailJs,
    MESSAGE,
    'Contact form',
    officeHours,
  )
  const formRef = useRef<HTMLFormElement>(null)
  const [later, setLater] = useState<LaterWords | null>(null)
  const loading = useRef<Promise<LaterWords> | null>(null)
  const said: CheckWords | null = later && { words: later.problems, language }

  /** The form's later words, fetched once (again after a failure: offline, say). */
  const laterWords = useCallback(() => {
    loading.current ??= loadLaterWords(language).then(
      (loaded) => {
        setLater(loaded)
        return loaded
      },
      (error: unknown) => {
        loading.current = null
        throw error
      },
    )
    return loading.current
  }, [language])

  const touch = useCallback(() => {
    noticeFirstTouch()
    laterWords().catch(() => {})
  }, [noticeFirstTouch, laterWords])

  // On a slow phone a visitor can reach the form before React does, and React
  // does not replay that focus: a field in focus or already typed in counts too.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const typedIn = MESSAGE.fields.some(({ name }) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value)
    if (form.contains(document.activeElement) || typedIn) touch()
  }, [touch])

  function checkField(event: FormEvent<HTMLFormElement>) {
    const field = event.target
    if (!said || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    markWhileTyping(field, MESSAGE, checkForm(event.currentTarget, MESSAGE, said).problems, said)
  }

  // Before the browser's own checks run (a click, or Enter in a field): give it the model's too,
  // so that it stops at the first wrong field, in order, with the words the server would use.
  function prepareChecks() {
    const form = formRef.current
    if (form && said && !busy()) markFields(fieldsIn(form), checkForm(form, MESSAGE, said).problems, said)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy()) return
    const form = event.currentTarget
    // Pressed before the form's later words arrived: wait for them; if they cannot come (offline), the browser
    // posts the form itself, to the page that answers without scripts, in this page's language.
    const loaded = later ?? (await laterWords().catch(() => null))
    if (!loaded) return form.submit()
    const checks: CheckWords = { words: loaded.problems, language }
    const { ok, values, problems } = checkForm(form, MESSAGE, checks)
    if (!ok) return void markFields(fieldsIn(form), problems, checks)?.reportValidity()
    const sent = await send({ honeypot: String(new FormData(form).get(HONEYPOT_FIELD) ?? ''), values })
    if (sent) form.reset()
  }

  function closeSent() {
    closeOutcome()
    document.getElementById(FIRST_FIELD)?.focus()
  }

  return (
    <form
      method="post"
      action={FORM_FALLBACK_ACTION}
      className={styles.form}
      aria-labelledby="contact-form-heading"
      aria-describedby="contact-form-note"
      aria-busy={sending}
      ref={formRef}
      onFocus={touch}
      onPointerDown={touch}
      onInput={checkField}
      onSubmit={handleSubmit}
    >
      <h3 id="contact-form-heading" className={styles.heading}>
        {words.form.heading}
      </h3>
      <p id="contact-form-note" className={styles.note}>
        {words.form.allRequired}
      </p>
      <input type="hidden" name="language" value={language} />

      <div className={styles.field}>
        <label htmlFor={FIRST_FIELD}>{words.form.name}</label>
        <input id={FIRST_FIELD} name="name" type="text" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">{words.form.email}</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" inputMode="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-subject">{words.form.subject}</label>
        <input id="contact-subject" name="subject" type="text" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">{words.form.message}</label>
        <textarea id="contact-message" name="message" rows={8} cols={30} required className={styles.message} />
      </div>
      <FormFooter
        idPrefix="contact"
        wording={words.form}
        words={later?.footer ?? null}
        honeypot={words.honeypot}
        sending={sending}
        attempt={attempt}
        outcome={outcome}
        onClose={closeSent}
        buttons={
          <button
            type="submit"
            className={`${button.button} ${styles.send}`}
            aria-disabled={sending}
            onClick={prepareChecks}
          >
            {sending ? (later?.footer.sending ?? words.form.send) : words.form.send}
          </button>
        }
        privacy={
          // A new tab, so that reading the notice never costs what was typed.
          <p className={styles.note}>
            {words.form.privacy}
            <a href={privacyHref} target="_blank">
              {words.form.privacyLink}
              <span className="visually-hidden">{words.form.newTab}</span>
            </a>
            .
          </p>
        }
        sent={(how, promise) => <p>{successMessage(how, promise, words.form)}</p>}
        phone={phone}
        email={email}
      />
    </form>
  )
}
