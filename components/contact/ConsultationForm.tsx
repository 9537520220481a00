'use client'

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import button from '@/components/ui/Button.module.css'
import type { EmailJsSetting } from '@/lib/env'
import { consultationGate } from './contact-gates'
import {
  CONSULTATION_FAILURES,
  REQUEST_TYPE,
  consultationParams,
  consultationTemplate,
  leadFields,
  phoneProblem,
  readRequest,
  tooLong,
  zipProblem,
  type ConsultationRequest,
} from './consultation-rules'
import { FIRST_FIELD, STEP_HEADING_IDS, StepOne, StepTwo } from './ConsultationSteps'
import { Honeypot, NotSentAlert, SendingStatus, SentAlert } from './FormParts'
import type { ContactLink } from './OtherWays'
import { FORM_FALLBACK_ACTION } from './rules'
import { CONSULTATION_THROTTLE_ID, sendEmail } from './send-message'
import { useSend } from './use-send'
import forms from './ContactForm.module.css'
import styles from './ConsultationForm.module.css'

const HONEYPOT = 'hs_check'

export type ConsultationFormProps = {
  phone: ContactLink | null
  email: ContactLink | null
  /** The EmailJS account (public values, from lib/env.ts), or the variables still to set. */
  emailJs: EmailJsSetting
  /** The services' names, from the content, offered as checkboxes. */
  services: string[]
  /** The owner's free-consultation sentence, under the heading. */
  intro: string | null
  /** What happens after a request has gone (the owner's words, or the fallback). */
  nextSteps: string
  /** The privacy notice the note under Send links to. */
  privacyHref: string
  /** The service-area answer, shown under the ZIP code field (see ZipField.tsx). */
  zipAnswer?: ReactNode
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Sets or clears a field's own message for what the browser cannot check by
 * itself. While the visitor types, a message already shown is updated or
 * cleared, but a new one waits for Continue rather than scolding mid-word;
 * "too long" is said at once, as in the message form.
 */
function checkField(field: Field, form: HTMLFormElement, whileTyping = false): string {
  const value = field.value
  const email = (form.elements.namedItem('email') as HTMLInputElement | null)?.value ?? ''
  const problem =
    field.name === 'zip'
      ? value.trim() && zipProblem(value)
      : field.name === 'phone'
        ? phoneProblem(value, email)
        : field.name === 'from_name' && value && !value.trim()
          ? 'Please fill in this field.'
          : null
  const long = tooLong(field.name as keyof ConsultationRequest, value)
  const message = long || (whileTyping && !field.validity.customError ? '' : problem || '')
  field.setCustomValidity(message)
  return message
}

/** The first field of a step that is wrong, after checking each (the date checks itself as it changes). */
function firstInvalid(form: HTMLFormElement, step: 1 | 2): Field | undefined {
  const container = form.querySelector(`fieldset[aria-labelledby="${STEP_HEADING_IDS[step]}"]`) as HTMLFieldSetElement
  const fields = [...container.elements].filter(
    (element): element is Field => !(element instanceof HTMLFieldSetElement) && 'setCustomValidity' in element,
  )
  fields.forEach((field) => field.name !== 'start_date' && checkField(field, form))
  return fields.find((field) => !field.checkValidity())
}

/**
 * The free consultation request: two short steps, sent through EmailJS with
 * every guarantee of the message form (see use-send.ts). Its code is fetched
 * on first use (contact-gates.ts); the server has rendered its markup.
 */
export function ConsultationForm(props: ConsultationFormProps) {
  const { phone, email, emailJs, services, intro, nextSteps, privacyHref, zipAnswer } = props
  const { sending, attempt, outcome, noticeFirstTouch, send, busy, closeOutcome } = useSend(
    emailJs,
    'Consultation form',
  )
  const [step, setStep] = useState<1 | 2>(1)
  const [zip, setZip] = useState('')
  const [resets, setResets] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const moveFocus = useRef<string | Field | null>(null)

  // The form was in use before its code arrived: count from then, pick up what was typed, and replay a held Send.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    // Opened by /#consultation or its tab, not yet touched: the clock starts at the first touch (onFocus below).
    const firstUse = consultationGate.firstUseTime()
    if (firstUse !== null) noticeFirstTouch(firstUse)
    setZip((form.elements.namedItem('zip') as HTMLInputElement).value.trim())
    const held = consultationGate.takeOver()
    if (held) form.requestSubmit(held.submitter instanceof HTMLButtonElement ? held.submitter : null)
  }, [noticeFirstTouch])

  // After a step change: focus its heading, or the field whose message must show.
  useEffect(() => {
    const target = moveFocus.current
    moveFocus.current = null
    if (target instanceof HTMLElement && 'reportValidity' in target) (target as Field).reportValidity()
    else if (typeof target === 'string') document.getElementById(target)?.focus()
  }, [step])

  function goTo(next: 1 | 2, then: string | Field = STEP_HEADING_IDS[next]) {
    moveFocus.current = then
    setStep(next)
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const field = event.target as Field
    if (field.name === 'zip') setZip(field.value.trim())
    if (field.name === 'start_date' || !('setCustomValidity' in field)) return
    checkField(field, form, true)
    // The phone's message ("a phone or an e-mail") depends on the e-mail too.
    if (field.name === 'email') checkField(form.elements.namedItem('phone') as Field, form, true)
  }

  // Before the browser's own checks run (a click, or Enter in a field): give it ours too, so that it
  // stops at the first field that is wrong, in order, with the right words.
  function prepareChecks() {
    const form = formRef.current
    if (!form || busy()) return
    firstInvalid(form, 1)
    if (step === 2) firstInvalid(form, 2)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy()) return
    const form = event.currentTarget
    // Step 1 again from step 2 too: it is hidden then, and the browser checks no hidden field for us.
    const wrong = firstInvalid(form, 1)
    if (wrong) return step === 1 ? void wrong.reportValidity() : goTo(1, wrong)
    if (step === 1) return goTo(2)
    const wrongLater = firstInvalid(form, 2)
    if (wrongLater) return void wrongLater.reportValidity()

    const data = new FormData(form)
    const request = readRequest(data)
    const sent = await send({
      honeypot: String(data.get(HONEYPOT) ?? ''),
      lead: { kind: 'consultation', fields: leadFields(request) },
      email: (config, leadId) =>
        sendEmail(
          config,
          consultationTemplate(config),
          { ...consultationParams(request), lead_id: leadId },
          CONSULTATION_THROTTLE_ID,
        ),
    })
    if (!sent) return
    form.reset()
    setZip('')
    setResets((count) => count + 1)
    setStep(1)
  }

  function closeSent() {
    closeOutcome()
    document.getElementById(FIRST_FIELD)?.focus()
  }

  return (
    <form
      method="post"
      action={FORM_FALLBACK_ACTION}
      className={`${forms.form} ${styles.form}`}
      aria-labelledby="consultation-heading"
      aria-busy={sending}
      ref={formRef}
      onFocus={() => noticeFirstTouch()}
      onPointerDown={() => noticeFirstTouch()}
      onInput={onInput}
      onSubmit={handleSubmit}
    >
      <input type="hidden" name="request_type" value={REQUEST_TYPE} />
      <h3 id="consultation-heading" className={forms.heading}>
        Request a free consultation
      </h3>
      {intro ? <p className={forms.note}>{intro}</p> : null}
      <StepOne step={step} services={services} zip={zip} zipAnswer={zipAnswer} />
      <StepTwo step={step} dateKey={resets} />
      <Honeypot id="consultation-hs-check" name={HONEYPOT} />

      <div className={styles.actions}>
        {step === 2 ? (
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => goTo(1)}>
            Back
          </button>
        ) : null}
        <button type="submit" className={button.button} aria-disabled={sending} onClick={prepareChecks}>
          {sending ? 'Sending…' : step === 1 ? 'Continue' : 'Send Request'}
        </button>
      </div>
      {step === 2 ? (
        <p className={styles.privacy}>
          We use your details only to arrange your consultation. <a href={privacyHref}>Our privacy notice</a>
        </p>
      ) : null}
      <SendingStatus text={sending ? 'Sending your request…' : ''} />

      {outcome?.kind === 'sent' ? (
        <SentAlert key={attempt} onClose={closeSent}>
          <p>
            {/* True words: "sent" only when the e-mail went, else the website kept it (deliver.ts). */}
            <strong>{outcome.how === 'emailed' ? 'Your request has been sent.' : 'We have your request.'}</strong>{' '}
            {nextSteps}
          </p>
        </SentAlert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <NotSentAlert
          key={attempt}
          title="Your request was not sent."
          reason={CONSULTATION_FAILURES[outcome.reason]}
          phone={phone}
          email={email}
        />
      ) : null}
    </form>
  )
}
