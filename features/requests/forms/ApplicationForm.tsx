'use client'

import { useCallback } from 'react'
import type { EmailJsSetting } from '@/lib/env/emailjs'
import { APPLICATION } from '../model/application'
import { HONEYPOT_FIELD } from '../model/spam'
import { applicationGate } from './application-gate'
import {
  APPLICATION_FIRST_FIELD,
  APPLICATION_HEADING_IDS,
  ApplicationStepOne,
  ApplicationStepTwo,
} from './ApplicationSteps'
import { useCountyPrefill, type CountyChoice } from './county-prefill'
import type { Field } from './field-checks'
import { APPLICATION_WORDING, FORM_FALLBACK_ACTION, failureMessages } from './failures'
import { Honeypot, OutcomeAlert, SendingStatus, StepButtons } from './FormParts'
import type { ContactLink } from './OtherWays'
import { useTwoSteps } from './use-two-steps'
import forms from './ContactForm.module.css'
import styles from './ConsultationForm.module.css'

const FAILURES = failureMessages(APPLICATION_WORDING)
const SELF_CHECKED = ['availableFrom']

export type ApplicationFormProps = {
  phone: ContactLink | null
  email: ContactLink | null
  /** The EmailJS account (public values, from lib/env.ts), or the variables still to set. */
  emailJs: EmailJsSetting
  /** The served counties (the "County served" documents), offered as checkboxes. */
  counties: CountyChoice[]
  /** The heading above the form (the careers section renders it): the form's name. */
  headingId: string
  /** Georgia's background-check statement above the form (Careers.tsx): the form's description. */
  statementId: string
  /** The privacy notice's part about applications, which the note under Send links to. */
  privacyHref: string
}

/**
 * A caregiver's application: two short steps (use-two-steps.ts), kept
 * through /api/leads and e-mailed through EmailJS with every guarantee of the
 * other forms (use-send.ts). Its code is fetched on first use
 * (application-gate.ts); the server has rendered its markup, under the
 * statement Georgia law requires, which is the form's accessible description.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { phone, email, emailJs, counties, headingId, statementId, privacyHref } = props
  const prefill = useCountyPrefill(counties)
  const { followZip, noteInput, restart } = prefill
  const followField = useCallback(
    (field: Field, form: HTMLFormElement) => {
      noteInput(field)
      if (field.name === 'zip') void followZip(form, field.value)
    },
    [followZip, noteInput],
  )
  // Taken over with a ZIP code already typed, or emptied after a send.
  const followForm = useCallback(
    (form: HTMLFormElement) => {
      const zip = (form.elements.namedItem('zip') as HTMLInputElement).value
      if (!zip) restart()
      else void followZip(form, zip)
    },
    [followZip, restart],
  )
  const { step, resets, sending, attempt, outcome, goTo, prepareChecks, closeSent, formProps } = useTwoSteps({
    model: APPLICATION,
    gate: applicationGate,
    emailJs,
    formName: 'Application form',
    headingIds: APPLICATION_HEADING_IDS,
    firstField: APPLICATION_FIRST_FIELD,
    selfChecked: SELF_CHECKED,
    onFieldInput: followField,
    followForm,
  })

  return (
    <form
      method="post"
      action={FORM_FALLBACK_ACTION}
      className={`${forms.form} ${styles.form}`}
      aria-labelledby={headingId}
      aria-describedby={statementId}
      {...formProps}
    >
      <input type="hidden" name="kind" value={APPLICATION.kind} />
      <ApplicationStepOne step={step} counties={counties} zipNote={prefill.words} />
      <ApplicationStepTwo step={step} dateKey={resets} />
      <Honeypot id="application-hs-check" name={HONEYPOT_FIELD} />

      <StepButtons
        step={step}
        sending={sending}
        sendLabel={APPLICATION_WORDING.send}
        onBack={() => goTo(1)}
        onSubmitClick={prepareChecks}
        className={styles.actions}
      />
      {step === 2 ? (
        <p className={styles.privacy}>
          We use your answers only to consider you for work with us. <a href={privacyHref}>Our privacy notice</a>
        </p>
      ) : null}
      <SendingStatus text={sending ? 'Sending your application…' : ''} />

      <OutcomeAlert
        outcome={outcome}
        attempt={attempt}
        sent={(how) => (
          <p>
            {/* True words: "sent" only when the e-mail went, else the website kept it (deliver.ts). */}
            <strong>{how === 'emailed' ? 'Your application has been sent.' : 'We have your application.'}</strong> Thank
            you. We read every application, and we will be in touch about the next steps.
          </p>
        )}
        onClose={closeSent}
        failedTitle="Your application was not sent."
        failures={FAILURES}
        phone={phone}
        email={email}
      />
    </form>
  )
}
