'use client'

import { useEffect, useRef, type FormEvent } from 'react'
import button from '@/components/ui/Button.module.css'
import { aboutHref } from '@/lib/about-anchors'
import type { EmailJsSetting } from '@/lib/env/emailjs'
import type { OfficeHours } from '@/lib/time/office-hours'
import { MESSAGE } from '../model/message'
import { HONEYPOT_FIELD } from '../model/spam'
import { checkForm, fieldsIn, markFields, markWhileTyping } from './field-checks'
import { FORM_FALLBACK_ACTION, MESSAGE_WORDING, successMessage } from './failures'
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
}

/**
 * Sends the visitor's message through EmailJS from the browser and keeps it
 * through /api/leads at the same time (./send-request.ts). Whatever happens, the
 * visitor is told the truth, and nothing they typed is lost unless one of
 * the two worked.
 */
export function ContactForm({ phone, email, emailJs, officeHours }: ContactFormProps) {
  const { sending, attempt, outcome, noticeFirstTouch, send, busy, closeOutcome } = useSend(
    emailJs,
    MESSAGE,
    'Contact form',
    officeHours,
  )
  const formRef = useRef<HTMLFormElement>(null)

  // On a slow phone a visitor can reach the form before React does, and React
  // does not replay that focus: a field in focus or already typed in counts too.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const typedIn = MESSAGE.fields.some(({ name }) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value)
    if (form.contains(document.activeElement) || typedIn) noticeFirstTouch()
  }, [noticeFirstTouch])

  function checkField(event: FormEvent<HTMLFormElement>) {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    markWhileTyping(field, MESSAGE, checkForm(event.currentTarget, MESSAGE).problems)
  }

  // Before the browser's own checks run (a click, or Enter in a field): give it the model's too,
  // so that it stops at the first wrong field, in order, with the words the server would use.
  function prepareChecks() {
    const form = formRef.current
    if (form && !busy()) markFields(fieldsIn(form), checkForm(form, MESSAGE).problems)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy()) return
    const form = event.currentTarget
    const { ok, values, problems } = checkForm(form, MESSAGE)
    if (!ok) return void markFields(fieldsIn(form), problems)?.reportValidity()
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
      onFocus={() => noticeFirstTouch()}
      onPointerDown={() => noticeFirstTouch()}
      onInput={checkField}
      onSubmit={handleSubmit}
    >
      <h3 id="contact-form-heading" className={styles.heading}>
        Send us a message
      </h3>
      <p id="contact-form-note" className={styles.note}>
        All fields are required.
      </p>

      <div className={styles.field}>
        <label htmlFor={FIRST_FIELD}>Your name</label>
        <input id={FIRST_FIELD} name="name" type="text" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">Your e-mail address</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" inputMode="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-subject">Subject</label>
        <input id="contact-subject" name="subject" type="text" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={8} cols={30} required className={styles.message} />
      </div>
      <FormFooter
        idPrefix="contact"
        wording={MESSAGE_WORDING}
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
            {sending ? 'Sending…' : MESSAGE_WORDING.send}
          </button>
        }
        privacy={
          // A new tab, so that reading the notice never costs what was typed.
          <p className={styles.note}>
            What happens to what you send: our{' '}
            <a href={aboutHref('privacy')} target="_blank">
              privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        }
        sent={(how, promise) => <p>{successMessage(how, promise)}</p>}
        phone={phone}
        email={email}
      />
    </form>
  )
}
