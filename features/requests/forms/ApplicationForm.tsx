'use client'

import { useCallback } from 'react'
import { APPLICATION } from '../model/application'
import { applicationGate } from './application-gate'
import {
  APPLICATION_FIRST_FIELD,
  APPLICATION_HEADING_IDS,
  ApplicationStepOne,
  ApplicationStepTwo,
} from './ApplicationSteps'
import { useCountyPrefill } from './county-prefill'
import type { Field } from './field-checks'
import { APPLICATION_WORDING } from './failures'
import type { ApplicationFormProps } from './form-props'
import { TwoStepForm } from './TwoStepForm'
import { useTwoSteps } from './use-two-steps'

const SELF_CHECKED = ['availableFrom']

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
  const steps = useTwoSteps({
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
    <TwoStepForm
      model={APPLICATION}
      wording={APPLICATION_WORDING}
      steps={steps}
      labelledBy={headingId}
      describedBy={statementId}
      privacy={
        <>
          We use your answers only to consider you for work with us. <a href={privacyHref}>Our privacy notice</a>
        </>
      }
      sent={(how) => (
        <p>
          {/* True words: "sent" only when the e-mail went, else the website kept it (send-request.ts). */}
          <strong>{how === 'emailed' ? 'Your application has been sent.' : 'We have your application.'}</strong> Thank
          you. We read every application, and we will be in touch about the next steps.
        </p>
      )}
      phone={phone}
      email={email}
    >
      <ApplicationStepOne step={steps.step} counties={counties} zipNote={prefill.words} />
      <ApplicationStepTwo step={steps.step} dateKey={steps.resets} />
    </TwoStepForm>
  )
}
