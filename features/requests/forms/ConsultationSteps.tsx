import type { ReactNode } from 'react'
import {
  CALL_TIME_OPTIONS,
  CARE_RECIPIENT_OPTIONS,
  CONSULTATION,
  HOW_SOON_OPTIONS,
  PAYMENT_OPTIONS,
} from '../model/consultation'
import { DateField } from './DateField'
import { CheckboxGroup, SelectField, TextField } from './FieldParts'
import { ZipField } from './ZipField'
import forms from './ContactForm.module.css'
import styles from './ConsultationForm.module.css'

export const STEP_HEADING_IDS = { 1: 'consultation-step-1', 2: 'consultation-step-2' } as const
export const FIRST_FIELD = 'consultation-name'

interface StepProps {
  /** The step on screen; the other is hidden. */
  step: 1 | 2
}

/**
 * Step 1: who we are talking to and what they need, in one phone screen.
 * No medical details are asked for, here or in step 2.
 */
export function StepOne({
  step,
  services,
  zip,
  zipAnswer,
}: StepProps & { services: string[]; zip: string; zipAnswer?: ReactNode }) {
  return (
    <fieldset className={styles.step} hidden={step !== 1} aria-labelledby={STEP_HEADING_IDS[1]}>
      <h4 id={STEP_HEADING_IDS[1]} tabIndex={-1} className={styles.stepHeading}>
        Step 1 of 2: about you
      </h4>
      <TextField id={FIRST_FIELD} name="name" label="Your name" type="text" autoComplete="name" required />
      <div className={styles.pair}>
        <TextField
          id="consultation-phone"
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <ZipField zip={zip} answer={zipAnswer} />
      </div>
      <TextField
        id="consultation-email"
        name="email"
        label="E-mail (optional with a phone)"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <SelectField
        id="consultation-care-for"
        name="careRecipient"
        label="Who needs care?"
        choices={CARE_RECIPIENT_OPTIONS}
        placeholder="Please choose"
        required
      />
      <CheckboxGroup
        id="consultation-services"
        legend="Which services?"
        name="services"
        choices={services.map((title) => ({ value: title, label: title }))}
      />
      <SelectField
        id="consultation-how-soon"
        name="howSoon"
        label="How soon?"
        choices={HOW_SOON_OPTIONS}
        placeholder="Please choose"
        required
      />
    </fieldset>
  )
}

/**
 * Step 2: all optional, and skipped by simply pressing Send Request. Disabled
 * while step 1 is on screen, so that a half-typed date here cannot hold up
 * the browser's checks there.
 */
export function StepTwo({ step, dateKey }: StepProps & { dateKey: number }) {
  return (
    <fieldset className={styles.step} hidden={step !== 2} disabled={step !== 2} aria-labelledby={STEP_HEADING_IDS[2]}>
      <h4 id={STEP_HEADING_IDS[2]} tabIndex={-1} className={styles.stepHeading}>
        Step 2 of 2: a few details (optional)
      </h4>
      <p className={forms.note}>Answer any you like, or press Send Request now.</p>
      <DateField
        key={dateKey}
        id="consultation-start"
        name="startDate"
        model={CONSULTATION}
        label="Preferred start date"
      />
      <TextField
        id="consultation-hours"
        name="hoursPerWeek"
        label="Hours or days a week"
        hint="For example: three mornings a week."
        type="text"
      />
      <CheckboxGroup
        id="consultation-payment"
        legend="How will care be paid for?"
        name="payment"
        choices={PAYMENT_OPTIONS}
      />
      <SelectField
        id="consultation-call-time"
        name="bestTimeToCall"
        label="Best time to call"
        choices={CALL_TIME_OPTIONS}
        placeholder="Any time"
      />
      <div className={forms.field}>
        <label htmlFor="consultation-notes">Anything else?</label>
        <p id="consultation-notes-hint" className={styles.hint}>
          No medical details, please: we will talk about care needs when we call.
        </p>
        <textarea
          id="consultation-notes"
          name="notes"
          rows={4}
          aria-describedby="consultation-notes-hint"
          className={styles.notes}
        />
      </div>
    </fieldset>
  )
}
