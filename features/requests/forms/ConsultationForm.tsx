'use client'

import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react'
import { planAnswer, planFromSearch } from '@/features/costs/consultation-hours'
import { CONSULTATION } from '../model/consultation'
import { consultationGate } from './consultation-gate'
import { FIRST_FIELD, HOURS_FIELD, STEP_HEADING_IDS, StepOne, StepTwo } from './ConsultationSteps'
import type { Field } from './field-checks'
import type { ConsultationFormProps } from './form-props'
import { TwoStepForm } from './TwoStepForm'
import { TWO_STEP_WORDS } from '@/lib/i18n/parts/two-step'
import { useTwoSteps } from './use-two-steps'
import forms from './Form.module.css'

const SELF_CHECKED = ['startDate']

// The time picker's code comes when step 2 opens, never with the page (issue 62).
const SlotPicker = lazy(() => import('./SlotPicker'))
const BookedNote = lazy(() => import('./SlotPicker').then((module) => ({ default: module.BookedNote })))

/**
 * The free consultation request: two short steps (use-two-steps.ts), sent
 * through EmailJS with every guarantee of the message form (see use-send.ts).
 * Its code is fetched on first use (consultation-gate.ts); the server has
 * rendered its markup.
 */
export function ConsultationForm(props: ConsultationFormProps) {
  const {
    phone,
    email,
    emailJs,
    services,
    intro,
    nextSteps,
    privacyHref,
    zipAnswer,
    officeHours,
    languages,
    language,
  } = props
  const words = TWO_STEP_WORDS[language]
  const said = { words: words.problems, language }
  const [zip, setZip] = useState('')
  const followZip = useCallback(
    (form: HTMLFormElement) => setZip((form.elements.namedItem('zip') as HTMLInputElement).value.trim()),
    [],
  )
  const followField = useCallback((field: Field) => {
    if (field.name === 'zip') setZip(field.value.trim())
  }, [])
  const steps = useTwoSteps({
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
    said,
  })

  // The picker comes after step 2's first paint: its code and its render are no part of the press on Continue
  // (issue 63: that press went from 112 ms to 232 ms on the bench's phone when the picker rendered with it).
  const [pickerShown, setPickerShown] = useState(false)
  useEffect(() => {
    if (steps.step !== 2 || pickerShown) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPickerShown(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [steps.step, pickerShown])

  const { outcome } = steps
  const sent = outcome?.kind === 'sent' ? outcome : null
  const booked = Boolean(sent?.booked)
  const taken = outcome?.kind === 'taken' ? outcome : null

  // Arrived from the estimate on the About page (/?hours=4&days=5#consultation): its plan is the answer, unless typed.
  useEffect(() => {
    const plan = planFromSearch(window.location.search)
    const field = document.getElementById(HOURS_FIELD)
    if (plan && field instanceof HTMLInputElement && !field.value) {
      field.value = planAnswer(plan, words.plan, language)
    }
  }, [words, language])

  return (
    <TwoStepForm
      model={CONSULTATION}
      wording={words.consultation}
      words={words.forms}
      language={language}
      steps={steps}
      labelledBy="consultation-heading"
      heading={
        <>
          <h3 id="consultation-heading" className={forms.heading}>
            {words.consultation.heading}
          </h3>
          {intro ? (
            <p className={forms.note} lang={props.introLang}>
              {intro}
            </p>
          ) : null}
        </>
      }
      privacy={
        <>
          {words.consultation.privacy}
          <a href={privacyHref}>{words.forms.privacyNotice}</a>
        </>
      }
      sent={(how, promise) => (
        <>
          <p>
            {/* True words: "sent" only when the e-mail went, else the website kept it (send-request.ts). */}
            <strong>{how === 'emailed' ? words.consultation.emailed : words.consultation.stored}</strong> {promise}{' '}
            {booked ? null : <span lang={props.nextStepsLang}>{nextSteps}</span>}
          </p>
          {sent?.booked || sent?.holdFailed ? (
            <Suspense fallback={null}>
              <BookedNote language={language} booked={sent.booked} holdFailed={sent.holdFailed} />
            </Suspense>
          ) : null}
        </>
      )}
      phone={phone}
      email={email}
    >
      <StepOne step={steps.step} words={words} services={services} zip={zip} zipAnswer={zipAnswer} />
      <StepTwo
        step={steps.step}
        words={words}
        dateKey={steps.resets}
        said={said}
        languages={languages}
        language={language}
        timePicker={
          steps.step === 2 && pickerShown ? (
            <Suspense fallback={null}>
              <SlotPicker key={steps.resets} language={language} taken={taken} />
            </Suspense>
          ) : null
        }
      />
    </TwoStepForm>
  )
}
