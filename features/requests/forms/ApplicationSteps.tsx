import {
  APPLICATION,
  CERTIFICATION_OPTIONS,
  DRIVING_OPTIONS,
  EXPERIENCE_OPTIONS,
  HEARD_FROM_OPTIONS,
  SHIFT_OPTIONS,
} from '../model/application'
import type { CheckWords } from '../model/words'
import type { CountyChoice } from './county-prefill'
import { DateField } from './DateField'
import { CheckboxGroup, ConsentField, SelectField, TextField } from './FieldParts'
import { NotesField, Step } from './TwoStepForm'
import type { TwoStepWords } from '@/lib/i18n/parts/two-step'
import { choicesIn } from './choices-in'
import type { Step as StepNumber } from './use-two-steps'
import styles from './TwoStepForm.module.css'

export const APPLICATION_HEADING_IDS = { 1: 'application-step-1', 2: 'application-step-2' } as const
export const APPLICATION_FIRST_FIELD = 'application-name'
export const ZIP_NOTE_ID = 'application-zip-note'

interface StepProps {
  /** The step on screen; the other is hidden. */
  step: StepNumber
  words: TwoStepWords
}

/**
 * Step 1: all the agency needs, so that it is a whole application by itself
 * (a Continue pressed when the form's code cannot be fetched posts it as it
 * is): how to reach the applicant, where and when they can work, how long
 * they have done it, and the consent. The counties are the "County served"
 * documents, ticked from the ZIP code (county-prefill.ts), whose words go
 * under the ZIP code.
 */
export function ApplicationStepOne({
  step,
  words,
  counties,
  zipNote,
}: StepProps & { counties: readonly CountyChoice[]; zipNote: string }) {
  const { forms, application } = words
  return (
    <Step number={1} current={step} headingId={APPLICATION_HEADING_IDS[1]} sendLabel={application.send} words={forms}>
      <TextField
        id={APPLICATION_FIRST_FIELD}
        name="name"
        label={forms.yourName}
        type="text"
        autoComplete="name"
        required
      />
      <div className={styles.pair}>
        <TextField
          id="application-phone"
          name="phone"
          label={forms.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          id="application-zip"
          name="zip"
          label={forms.zip}
          hint={application.zipHint}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          required
          aria-describedby={counties.length > 0 ? ZIP_NOTE_ID : undefined}
        >
          {counties.length > 0 ? (
            <p id={ZIP_NOTE_ID} role="status" className={styles.said}>
              {zipNote}
            </p>
          ) : null}
        </TextField>
      </div>
      <TextField
        id="application-email"
        name="email"
        label={forms.emailWithPhone}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <CheckboxGroup
        id="application-counties"
        legend={application.counties}
        name="counties"
        choices={counties.map(({ name }) => ({ value: name, label: name }))}
      />
      <CheckboxGroup
        id="application-shifts"
        legend={application.shifts}
        name="shifts"
        choices={choicesIn(SHIFT_OPTIONS, application.options.shifts)}
      />
      <SelectField
        id="application-experience"
        name="experience"
        label={application.experience}
        choices={choicesIn(EXPERIENCE_OPTIONS, application.options.experience)}
        placeholder={forms.chooseOne}
        required
      />
      <ConsentField id="application-consent" name="backgroundCheck" label={application.consent} />
    </Step>
  )
}

/**
 * Step 2: all optional (see Step): certifications, driving, when they can
 * start, how they heard of us. Nothing is asked that the Inbox should not
 * hold: no Social Security number, date of birth, health information or
 * résumé.
 */
export function ApplicationStepTwo({ step, words, dateKey, said }: StepProps & { dateKey: number; said: CheckWords }) {
  const { forms, application } = words
  return (
    <Step number={2} current={step} headingId={APPLICATION_HEADING_IDS[2]} sendLabel={application.send} words={forms}>
      <CheckboxGroup
        id="application-certifications"
        legend={application.certifications}
        name="certifications"
        choices={choicesIn(CERTIFICATION_OPTIONS, application.options.certifications)}
      />
      <SelectField
        id="application-driving"
        name="driving"
        label={application.driving}
        choices={choicesIn(DRIVING_OPTIONS, application.options.driving)}
        placeholder={forms.chooseOne}
      />
      <DateField
        key={dateKey}
        id="application-start"
        name="availableFrom"
        model={APPLICATION}
        label={application.startDate}
        said={said}
        words={forms}
      />
      <SelectField
        id="application-heard"
        name="heardFrom"
        label={application.heardFrom}
        choices={choicesIn(HEARD_FROM_OPTIONS, application.options.heardFrom)}
        placeholder={forms.chooseOne}
      />
      <TextField id="application-referred" name="referredBy" label={application.referredBy} type="text" />
      <NotesField id="application-notes" hint={application.notesHint} label={forms.anythingElse} />
    </Step>
  )
}
