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
import type { ApplicationFormProps } from './form-props'
import { TwoStepForm } from './TwoStepForm'
import { TWO_STEP_WORDS } from '@/lib/i18n/parts/two-step'
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
  const { phone, email, emailJs, counties, headingId, statementId, privacyHref, language } = props
  const words = TWO_STEP_WORDS[language]
  const said = { words: words.problems, language }
  const prefill = useCountyPrefill(counties, words.application, language)
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
    said,
  })

  return (
    <TwoStepForm
      model={APPLICATION}
      wording={words.application}
      words={words.forms}
      language={language}
      steps={steps}
      labelledBy={headingId}
      describedBy={statementId}
      privacy={
        <>
          {words.application.privacy}
          <a href={privacyHref}>{words.forms.privacyNotice}</a>
        </>
      }
      sent={(how) => (
        <p>
          {/* True words: "sent" only when the e-mail went, else the website kept it (send-request.ts). */}
          <strong>{how === 'emailed' ? words.application.emailed : words.application.stored}</strong>{' '}
          {words.application.thanks}
        </p>
      )}
      phone={phone}
      email={email}
    >
      <ApplicationStepOne step={steps.step} words={words} counties={counties} zipNote={prefill.words} />
      <ApplicationStepTwo step={steps.step} words={words} dateKey={steps.resets} said={said} />
    </TwoStepForm>
  )
}
