'use client'

import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import button from '@/components/ui/Button.module.css'
import {
  CONTACT_FIELDS,
  FAILURE_MESSAGES,
  FORM_FALLBACK_ACTION,
  FIELD_MAX_CHARS,
  MIN_FILL_MS,
  blankFields,
  tooLongMessage,
  type ContactField,
  type ContactMessage,
  type FailureReason,
} from './rules'
import type { EmailJsSetting } from '@/lib/env'
import { OtherWays, type ContactLink } from './OtherWays'
import { SUCCESS_MESSAGES, deliver } from './deliver'
import { loadEmailJs, sendMessage } from './send-message'
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

/** Notes when the visitor first reached the form, and starts loading EmailJS then. */
function noticeFirstTouch(firstTouch: RefObject<number | null>, emailJs: EmailJsSetting) {
  if (firstTouch.current !== null) return
  firstTouch.current = Date.now()
  if (emailJs.config) void loadEmailJs(emailJs.config.publicKey)
}

/**
 * Sends the visitor's message through EmailJS from the browser and keeps it
 * through /api/leads at the same time (./deliver.ts). Whatever happens, the
 * visitor is told the truth, and nothing they typed is lost unless one of
 * the two worked.
 */
export function ContactForm({ phone, email, emailJs }: ContactFormProps) {
  const firstTouch = useRef<number | null>(null)
  const inFlight = useRef(false)
  const [sending, setSending] = useState(false)
  // Each attempt remounts its alert, so screen readers announce it even when the words repeat.
  const [attempt, setAttempt] = useState(0)
  const [sent, setSent] = useState<keyof typeof SUCCESS_MESSAGES | null>(null)
  const [failure, setFailure] = useState<FailureReason | null>(null)

  const formRef = useRef<HTMLFormElement>(null)

  // On a slow phone a visitor can reach the form before React does, and React
  // does not replay that focus: a field in focus or already typed in counts too.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const typedIn = CONTACT_FIELDS.some((field) => (form.elements.namedItem(field) as HTMLInputElement | null)?.value)
    if (form.contains(document.activeElement) || typedIn) noticeFirstTouch(firstTouch, emailJs)
  }, [emailJs])

  function fail(reason: FailureReason, text: string) {
    // The agency's original logs exactly this; support staff look for it.
    console.log('FAILED...', text)
    setFailure(reason)
  }

  function checkField(event: FormEvent<HTMLFormElement>) {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    const name = field.name as ContactField
    const tooLong = name in FIELD_MAX_CHARS && field.value.length > FIELD_MAX_CHARS[name]
    field.setCustomValidity(tooLong ? tooLongMessage(name, field.value.length) : '')
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
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

    setSent(null)
    setFailure(null)
    setAttempt((count) => count + 1)
    const started = firstTouch.current
    firstTouch.current ??= Date.now()
    if (String(data.get(HONEYPOT) ?? '')) return fail('suspicious', 'The hidden honeypot field was filled in.')
    if (started === null || Date.now() - started < MIN_FILL_MS) {
      return fail('tooFast', `Sent within ${MIN_FILL_MS} ms of first touching the form.`)
    }
    const { config, missing } = emailJs
    if (!config) {
      console.error(
        `Contact form: EmailJS is not configured. Set ${missing.join(', ')} (docs/operations.md, "EmailJS").`,
      )
    }

    inFlight.current = true
    setSending(true)
    try {
      // deliver logs each failed channel as FAILED...; the alert is shown only when both failed.
      const delivery = await deliver({
        request: { kind: 'message', fields: message, page: location.pathname, elapsedMs: Date.now() - started },
        sendEmail: config
          ? (leadId) => sendMessage(config, { ...message, lead_id: leadId })
          : { notConfigured: `Missing configuration: ${missing.join(', ')}` },
      })
      if (delivery.outcome === 'failed') setFailure(delivery.reason)
      else {
        form.reset()
        setSent(delivery.outcome)
      }
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  function closeSent() {
    setSent(null)
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
      onFocus={() => noticeFirstTouch(firstTouch, emailJs)}
      onPointerDown={() => noticeFirstTouch(firstTouch, emailJs)}
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
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-hs-check">Leave this field empty</label>
        <input id="contact-hs-check" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button type="submit" className={`${button.button} ${styles.send}`} aria-disabled={sending}>
        {sending ? 'Sending…' : 'Send Message'}
      </button>
      <p role="status" className="visually-hidden">
        {sending ? 'Sending your message…' : ''}
      </p>

      {sent ? (
        <div key={attempt} role="alert" className={`${styles.alert} ${styles.success}`}>
          <p>{SUCCESS_MESSAGES[sent]}</p>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={closeSent}>
            Close
          </button>
        </div>
      ) : null}

      {failure ? (
        <div key={attempt} role="alert" className={`${styles.alert} ${styles.failure}`}>
          <p>
            <strong>Your message was not sent.</strong> {FAILURE_MESSAGES[failure]}
          </p>
          <p>Everything you typed is still in the form.</p>
          {phone || email ? (
            <p>
              You can also reach us <OtherWays phone={phone} email={email} />.
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  )
}
