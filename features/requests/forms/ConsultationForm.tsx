'use client'

import { useCallback, useState, type ReactNode } from 'react'
import type { EmailJsSetting } from '@/lib/env/emailjs'
import type { OfficeHours } from '@/lib/time/office-hours'
import { CONSULTATION } from '../model/consultation'
import { HONEYPOT_FIELD } from '../model/spam'
import { consultationGate } from './consultation-gate'
import { FIRST_FIELD, STEP_HEADING_IDS, StepOne, StepTwo } from './ConsultationSteps'
import type { Field } from './field-checks'
import { CONSULTATION_WORDING, FORM_FALLBACK_ACTION, failureMessages } from './failures'
import { Honeypot, OutcomeAlert, SendingStatus, StepButtons } from './FormParts'
import type { ContactLink } from './OtherWays'
import { useTwoSteps } from './use-two-steps'
import forms from './ContactForm.module.css'
import styles from './ConsultationForm.module.css'

const FAILURES = failureMessages(CONSULTATION_WORDING)
const SELF_CHECKED = ['startDate']

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

/**
 * The free consultation request: two short steps (use-two-steps.ts), sent
 * through EmailJS with every guarantee of the message form (see use-send.ts).
 * Its code is fetched on first use (consultation-gate.ts); the server has
 * rendered its markup.
 */
export function ConsultationForm(props: ConsultationFormProps) {
  const { phone, email, emailJs, services, intro, nextSteps, privacyHref, zipAnswer, officeHours } = props
  const [zip, setZip] = useState('')
  const followZip = useCallback(
    (form: HTMLFormElement) => setZip((form.elements.namedItem('zip') as HTMLInputElement).value.trim()),
    [],
  )
  const followField = useCallback((field: Field) => {
    if (field.name === 'zip') setZip(field.value.trim())
  }, [])
  const { step, resets, sending, attempt, outcome, goTo, prepareChecks, closeSent, formProps } = useTwoSteps({
    model: CONSULTATION,
    gate: consultationGate,
    emailJs,
    officeHours,
    formName: 'Consultation form',
    headingIds: STEP_HEADING_IDS,
    firstField: FIRST_FIELD,
    selfChecked: SELF_CHECKED,
    onFieldInput: followField,
    followForm: followZip,
  })

  return (
    <form
      method="post"
      action={FORM_FALLBACK_ACTION}
      className={`${forms.form} ${styles.form}`}
      aria-labelledby="consultation-heading"
      {...formProps}
    >
      <input type="hidden" name="kind" value={CONSULTATION.kind} />
      <h3 id="consultation-heading" className={forms.heading}>
        Request a free consultation
      </h3>
      {intro ? <p className={forms.note}>{intro}</p> : null}
      <StepOne step={step} services={services} zip={zip} zipAnswer={zipAnswer} />
      <StepTwo step={step} dateKey={resets} />
      <Honeypot id="consultation-hs-check" name={HONEYPOT_FIELD} />

      <StepButtons
        step={step}
        sending={sending}
        sendLabel={CONSULTATION_WORDING.send}
        onBack={() => goTo(1)}
        onSubmitClick={prepareChecks}
        className={styles.actions}
      />
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
