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
import type { Step } from './use-two-steps'
import forms from './ContactForm.module.css'
import styles from './ConsultationForm.module.css'

export const APPLICATION_HEADING_IDS = { 1: 'application-step-1', 2: 'application-step-2' } as const
export const APPLICATION_FIRST_FIELD = 'application-name'
export const ZIP_NOTE_ID = 'application-zip-note'

interface StepProps {
  /** The step on screen; the other is hidden. */
  step: Step
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
    <fieldset className={styles.step} hidden={step !== 1} aria-labelledby={APPLICATION_HEADING_IDS[1]}>
      <h4 id={APPLICATION_HEADING_IDS[1]} tabIndex={-1} className={styles.stepHeading}>
        Step 1 of 2: about you
      </h4>
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
    </fieldset>
  )
}

/**
 * Step 2: all optional, and skipped by simply pressing Send Application:
 * certifications, driving, when they can start, how they heard of us.
 * Disabled while step 1 is on screen, so that a half-typed date here cannot
 * hold up the browser's checks there. Nothing is asked that the Inbox should
 * not hold: no Social Security number, date of birth, health information or
 * résumé.
 */
export function ApplicationStepTwo({ step, dateKey }: StepProps & { dateKey: number }) {
  return (
    <fieldset
      className={styles.step}
      hidden={step !== 2}
      disabled={step !== 2}
      aria-labelledby={APPLICATION_HEADING_IDS[2]}
    >
      <h4 id={APPLICATION_HEADING_IDS[2]} tabIndex={-1} className={styles.stepHeading}>
        Step 2 of 2: a few details (optional)
      </h4>
      <p className={forms.note}>Answer any you like, or press Send Application now.</p>
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
      <div className={forms.field}>
        <label htmlFor="application-notes">Anything else?</label>
        <p id="application-notes-hint" className={styles.hint}>
          No Social Security number, date of birth or health details, please: we ask for what we need at the interview.
        </p>
        <textarea
          id="application-notes"
          name="notes"
          rows={4}
          aria-describedby="application-notes-hint"
          className={styles.notes}
        />
      </div>
    </fieldset>
  )
}
