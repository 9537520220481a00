'use client'

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import button from '@/components/ui/Button.module.css'
import type { EmailJsSetting } from '@/lib/env'
import type { OfficeHours } from '@/lib/office-hours'
import { CONSULTATION } from '../model/consultation'
import { HONEYPOT_FIELD } from '../model/request'
import { consultationGate } from './consultation-gate'
import { FIRST_FIELD, STEP_HEADING_IDS, StepOne, StepTwo } from './ConsultationSteps'
import { checkForm, fieldsIn, markFields, markWhileTyping, type Field } from './field-checks'
import { CONSULTATION_WORDING, FORM_FALLBACK_ACTION, failureMessages } from './failures'
import { Honeypot, OutcomeAlert, SendingStatus } from './FormParts'
import type { ContactLink } from './OtherWays'
import { useSend } from './use-send'
import forms from './ContactForm.module.css'
import styles from './ConsultationForm.module.css'

const FAILURES = failureMessages(CONSULTATION_WORDING)

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
  /** The owner's office hours, from the content: the success alert says when we will call. */
  officeHours: OfficeHours
  /** The service-area answer, shown under the ZIP code field (see ZipField.tsx). */
  zipAnswer?: ReactNode
}

/** A step's fields, in order. */
function stepFields(form: HTMLFormElement, step: 1 | 2): Field[] {
  return fieldsIn(form.querySelector(`fieldset[aria-labelledby="${STEP_HEADING_IDS[step]}"]`) as HTMLFieldSetElement)
}

/**
 * The free consultation request: two short steps, sent through EmailJS with
 * every guarantee of the message form (see use-send.ts). Its code is fetched
 * on first use (consultation-gate.ts); the server has rendered its markup.
 */
export function ConsultationForm(props: ConsultationFormProps) {
  const { phone, email, emailJs, services, intro, nextSteps, privacyHref, zipAnswer, officeHours } = props
  const { sending, attempt, outcome, noticeFirstTouch, send, busy, closeOutcome } = useSend(
    emailJs,
    CONSULTATION,
    'Consultation form',
    officeHours,
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
    // The date reads itself back as it changes (StartDateField.tsx).
    if (field.name === 'startDate' || !('setCustomValidity' in field)) return
    const { problems } = checkForm(form, CONSULTATION)
    markWhileTyping(field, CONSULTATION, problems)
    // The phone's message ("a phone or an e-mail") depends on the e-mail too.
    if (field.name === 'email') markWhileTyping(form.elements.namedItem('phone') as Field, CONSULTATION, problems)
  }

  // Before the browser's own checks run (a click, or Enter in a field): give it ours too, so that it
  // stops at the first field that is wrong, in order, with the right words.
  function prepareChecks() {
    const form = formRef.current
    if (!form || busy()) return
    const { problems } = checkForm(form, CONSULTATION)
    markFields(stepFields(form, 1), problems)
    if (step === 2) markFields(stepFields(form, 2), problems)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy()) return
    const form = event.currentTarget
    const { ok, values, problems } = checkForm(form, CONSULTATION)
    // Step 1 again from step 2 too: it is hidden then, and the browser checks no hidden field for us.
    const wrong = markFields(stepFields(form, 1), problems)
    if (wrong) return step === 1 ? void wrong.reportValidity() : goTo(1, wrong)
    if (step === 1) return goTo(2)
    const wrongLater = markFields(stepFields(form, 2), problems)
    if (wrongLater || !ok) return void wrongLater?.reportValidity()

    const sent = await send({ honeypot: String(new FormData(form).get(HONEYPOT_FIELD) ?? ''), values })
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
      <input type="hidden" name="kind" value={CONSULTATION.kind} />
      <h3 id="consultation-heading" className={forms.heading}>
        Request a free consultation
      </h3>
      {intro ? <p className={forms.note}>{intro}</p> : null}
      <StepOne step={step} services={services} zip={zip} zipAnswer={zipAnswer} />
      <StepTwo step={step} dateKey={resets} />
      <Honeypot id="consultation-hs-check" name={HONEYPOT_FIELD} />

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

      <OutcomeAlert
        outcome={outcome}
        attempt={attempt}
        sent={(how, promise) => (
          <p>
            {/* True words: "sent" only when the e-mail went, else the website kept it (deliver.ts). */}
            <strong>{how === 'emailed' ? 'Your request has been sent.' : 'We have your request.'}</strong> {promise}{' '}
            {nextSteps}
          </p>
        )}
        onClose={closeSent}
        failedTitle="Your request was not sent."
        failures={FAILURES}
        phone={phone}
        email={email}
      />
    </form>
  )
}
