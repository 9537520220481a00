'use client'

import { useEffect, useRef, type FormEvent } from 'react'
import button from '@/components/ui/Button.module.css'
import {
  CONTACT_FIELDS,
  FAILURE_MESSAGES,
  FORM_FALLBACK_ACTION,
  FIELD_MAX_CHARS,
  SUCCESS_MESSAGES,
  blankFields,
  tooLongMessage,
  type ContactField,
  type ContactMessage,
} from './rules'
import { aboutHref } from '@/lib/about-anchors'
import type { EmailJsSetting } from '@/lib/env'
import type { ContactLink } from './OtherWays'
import { Honeypot, NotSentAlert, SendingStatus, SentAlert } from './FormParts'
import { useSend } from './use-send'
import styles from './ContactForm.module.css'

/** Hidden from people and assistive technology; only scripts fill it in. */
const HONEYPOT = 'hs_check'
const FIRST_FIELD = 'contact-from_name'

export type ContactFormProps = {
  phone: ContactLink | null
  email: ContactLink | null
  /** The EmailJS account (public values, from lib/env.ts), or the variables still to set. */
  emailJs: EmailJsSetting
}

/**
 * Sends the visitor's message through EmailJS from the browser and keeps it
 * through /api/leads at the same time (./deliver.ts). Whatever happens, the
 * visitor is told the truth, and nothing they typed is lost unless one of
 * the two worked.
 */
export function ContactForm({ phone, email, emailJs }: ContactFormProps) {
  const { sending, attempt, outcome, noticeFirstTouch, send, busy, closeOutcome } = useSend(emailJs, 'Contact form')
  const formRef = useRef<HTMLFormElement>(null)

  // On a slow phone a visitor can reach the form before React does, and React
  // does not replay that focus: a field in focus or already typed in counts too.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const typedIn = CONTACT_FIELDS.some((field) => (form.elements.namedItem(field) as HTMLInputElement | null)?.value)
    if (form.contains(document.activeElement) || typedIn) noticeFirstTouch()
  }, [noticeFirstTouch])

  function checkField(event: FormEvent<HTMLFormElement>) {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    const name = field.name as ContactField
    const tooLong = name in FIELD_MAX_CHARS && field.value.length > FIELD_MAX_CHARS[name]
    field.setCustomValidity(tooLong ? tooLongMessage(name, field.value.length) : '')
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy()) return
    const form = event.currentTarget
    const data = new FormData(form)
    const message = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '')]),
    ) as ContactMessage

    const [blank] = blankFields(message)
    if (blank) {
      const field = form.elements.namedItem(blank) as HTMLInputElement
      field.setCustomValidity('Please fill in this field.')
      field.reportValidity()
      return
    }

    const sent = await send({
      honeypot: String(data.get(HONEYPOT) ?? ''),
      lead: { kind: 'message', fields: message },
      // Fetched on the first touch of the form (use-send.ts), not with the page.
      email: async (config, leadId) =>
        (await import('./send-message')).sendMessage(config, { ...message, lead_id: leadId }),
    })
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
        <input id={FIRST_FIELD} name="from_name" type="text" autoComplete="name" required />
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
      <Honeypot id="contact-hs-check" name={HONEYPOT} />

      <button type="submit" className={`${button.button} ${styles.send}`} aria-disabled={sending}>
        {sending ? 'Sending…' : 'Send Message'}
      </button>
      {/* A new tab, so that reading the notice never costs what was typed. */}
      <p className={styles.note}>
        What happens to what you send: our{' '}
        <a href={aboutHref('privacy')} target="_blank">
          privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
      <SendingStatus text={sending ? 'Sending your message…' : ''} />

      {outcome?.kind === 'sent' ? (
        <SentAlert key={attempt} onClose={closeSent}>
          <p>{SUCCESS_MESSAGES[outcome.how]}</p>
        </SentAlert>
      ) : null}

      {outcome?.kind === 'failed' ? (
        <NotSentAlert
          key={attempt}
          title="Your message was not sent."
          reason={FAILURE_MESSAGES[outcome.reason]}
          phone={phone}
          email={email}
        />
      ) : null}
    </form>
  )
}
