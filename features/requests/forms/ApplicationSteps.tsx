import {
  APPLICATION,
  BACKGROUND_CHECK_CONSENT,
  CERTIFICATION_OPTIONS,
  DRIVING_OPTIONS,
  EXPERIENCE_OPTIONS,
  HEARD_FROM_OPTIONS,
  SHIFT_OPTIONS,
} from '../model/application'
import type { CountyChoice } from './county-prefill'
import { DateField } from './DateField'
import { CheckboxGroup, ConsentField, SelectField, TextField } from './FieldParts'
import { APPLICATION_WORDING } from './failures'
import { NotesField, Step } from './TwoStepForm'
import type { Step as StepNumber } from './use-two-steps'
import styles from './TwoStepForm.module.css'

export const APPLICATION_HEADING_IDS = { 1: 'application-step-1', 2: 'application-step-2' } as const
export const APPLICATION_FIRST_FIELD = 'application-name'
export const ZIP_NOTE_ID = 'application-zip-note'

interface StepProps {
  /** The step on screen; the other is hidden. */
  step: StepNumber
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
  counties,
  zipNote,
}: StepProps & { counties: readonly CountyChoice[]; zipNote: string }) {
  return (
    <Step number={1} current={step} headingId={APPLICATION_HEADING_IDS[1]} sendLabel={APPLICATION_WORDING.send}>
      <TextField id={APPLICATION_FIRST_FIELD} name="name" label="Your name" type="text" autoComplete="name" required />
      <div className={styles.pair}>
        <TextField
          id="application-phone"
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          id="application-zip"
          name="zip"
          label="ZIP code"
          hint="Where you live."
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
        label="E-mail (optional with a phone)"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <CheckboxGroup
        id="application-counties"
        legend="Which counties can you work in?"
        name="counties"
        choices={counties.map(({ name }) => ({ value: name, label: name }))}
      />
      <CheckboxGroup
        id="application-shifts"
        legend="Which shifts can you work? (tick at least one)"
        name="shifts"
        choices={SHIFT_OPTIONS}
      />
      <SelectField
        id="application-experience"
        name="experience"
        label="How long have you worked as a caregiver?"
        choices={EXPERIENCE_OPTIONS}
        placeholder="Please choose"
        required
      />
      <ConsentField id="application-consent" name="backgroundCheck" label={BACKGROUND_CHECK_CONSENT} />
    </Step>
  )
}

/**
 * Step 2: all optional (see Step): certifications, driving, when they can
 * start, how they heard of us. Nothing is asked that the Inbox should not
 * hold: no Social Security number, date of birth, health information or
 * résumé.
 */
export function ApplicationStepTwo({ step, dateKey }: StepProps & { dateKey: number }) {
  return (
    <Step number={2} current={step} headingId={APPLICATION_HEADING_IDS[2]} sendLabel={APPLICATION_WORDING.send}>
      <CheckboxGroup
        id="application-certifications"
        legend="Certifications"
        name="certifications"
        choices={CERTIFICATION_OPTIONS}
      />
      <SelectField
        id="application-driving"
        name="driving"
        label="Do you drive?"
        choices={DRIVING_OPTIONS}
        placeholder="Please choose"
      />
      <DateField
        key={dateKey}
        id="application-start"
        name="availableFrom"
        model={APPLICATION}
        label="Earliest start date"
      />
      <SelectField
        id="application-heard"
        name="heardFrom"
        label="How did you hear of us?"
        choices={HEARD_FROM_OPTIONS}
        placeholder="Please choose"
      />
      <TextField
        id="application-referred"
        name="referredBy"
        label="Did one of our caregivers refer you? Their name"
        type="text"
      />
      <NotesField
        id="application-notes"
        hint="No Social Security number, date of birth or health details, please: we ask for what we need at the interview."
      />
    </Step>
  )
}
