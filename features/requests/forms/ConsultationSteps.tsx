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
import { CONSULTATION_WORDING } from './failures'
import { NotesField, Step } from './TwoStepForm'
import { ZipField } from './ZipField'
import styles from './TwoStepForm.module.css'

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
    <Step number={1} current={step} headingId={STEP_HEADING_IDS[1]} sendLabel={CONSULTATION_WORDING.send}>
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
    </Step>
  )
}

/** Step 2: all optional (see Step). */
export function StepTwo({ step, dateKey }: StepProps & { dateKey: number }) {
  return (
    <Step number={2} current={step} headingId={STEP_HEADING_IDS[2]} sendLabel={CONSULTATION_WORDING.send}>
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
      <NotesField
        id="consultation-notes"
        hint="No medical details, please: we will talk about care needs when we call."
      />
    </Step>
  )
}
