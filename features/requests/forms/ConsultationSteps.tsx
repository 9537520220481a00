import type { ReactNode } from 'react'
import type { Language } from '@/lib/i18n/languages'
import { languageName, type SpokenLanguage } from '@/lib/i18n/spoken-languages'
import {
  CALL_TIME_OPTIONS,
  CARE_RECIPIENT_OPTIONS,
  CONSULTATION,
  HOW_SOON_OPTIONS,
  PAYMENT_OPTIONS,
} from '../model/consultation'
import type { CheckWords } from '../model/words'
import { DateField } from './DateField'
import { CheckboxGroup, SelectField, TextField } from './FieldParts'
import { NotesField, Step } from './TwoStepForm'
import type { TwoStepWords } from '@/lib/i18n/parts/two-step'
import { choicesIn } from './choices-in'
import { ZipField } from './ZipField'
import styles from './TwoStepForm.module.css'

export const STEP_HEADING_IDS = { 1: 'consultation-step-1', 2: 'consultation-step-2' } as const
export const FIRST_FIELD = 'consultation-name'
export const HOURS_FIELD = 'consultation-hours'

interface StepProps {
  /** The step on screen; the other is hidden. */
  step: 1 | 2
  words: TwoStepWords
}

/**
 * Step 1: who we are talking to and what they need, in one phone screen.
 * No medical details are asked for, here or in step 2.
 */
export function StepOne({
  step,
  words,
  services,
  zip,
  zipAnswer,
}: StepProps & {
  services: string[]
  zip: string
  zipAnswer?: ReactNode
}) {
  const { forms, consultation } = words
  return (
    <Step number={1} current={step} headingId={STEP_HEADING_IDS[1]} sendLabel={consultation.send} words={forms}>
      <TextField id={FIRST_FIELD} name="name" label={forms.yourName} type="text" autoComplete="name" required />
      <div className={styles.pair}>
        <TextField
          id="consultation-phone"
          name="phone"
          label={forms.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <ZipField zip={zip} answer={zipAnswer} label={forms.zip} />
      </div>
      <TextField
        id="consultation-email"
        name="email"
        label={forms.emailWithPhone}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <SelectField
        id="consultation-care-for"
        name="careRecipient"
        label={consultation.careRecipient}
        choices={choicesIn(CARE_RECIPIENT_OPTIONS, consultation.options.careRecipient)}
        placeholder={forms.chooseOne}
        required
      />
      <CheckboxGroup
        id="consultation-services"
        legend={consultation.services}
        name="services"
        choices={services.map((title) => ({ value: title, label: title }))}
      />
      <SelectField
        id="consultation-how-soon"
        name="howSoon"
        label={consultation.howSoon}
        choices={choicesIn(HOW_SOON_OPTIONS, consultation.options.howSoon)}
        placeholder={forms.chooseOne}
        required
      />
    </Step>
  )
}

/** "Español", "Inglés": a language's name at the head of a choice. */
const capitalised = (name: string) => name.charAt(0).toLocaleUpperCase() + name.slice(1)

/**
 * Step 2: all optional (see Step), with the language the person receiving
 * care prefers, from the languages the owner says the caregivers speak, or
 * another (none offered when the owner lists none).
 */
export function StepTwo({
  step,
  words,
  dateKey,
  said,
  languages,
  language,
  timePicker,
}: StepProps & {
  dateKey: number
  said: CheckWords
  languages: readonly SpokenLanguage[]
  language: Language
  /** The consultation's time (./SlotPicker.tsx), first: what a family most wants to settle. */
  timePicker?: ReactNode
}) {
  const { forms, consultation } = words
  return (
    <Step number={2} current={step} headingId={STEP_HEADING_IDS[2]} sendLabel={consultation.send} words={forms}>
      {timePicker}
      <DateField
        key={dateKey}
        id="consultation-start"
        name="startDate"
        model={CONSULTATION}
        label={consultation.startDate}
        said={said}
        words={forms}
      />
      <TextField
        id={HOURS_FIELD}
        name="hoursPerWeek"
        label={consultation.hours}
        hint={consultation.hoursHint}
        type="text"
      />
      <CheckboxGroup
        id="consultation-payment"
        legend={consultation.payment}
        name="payment"
        choices={choicesIn(PAYMENT_OPTIONS, consultation.options.payment)}
      />
      <SelectField
        id="consultation-call-time"
        name="bestTimeToCall"
        label={consultation.callTime}
        choices={choicesIn(CALL_TIME_OPTIONS, consultation.options.bestTimeToCall)}
        placeholder={consultation.anyTime}
      />
      {languages.length > 0 ? (
        <SelectField
          id="consultation-language"
          name="preferredLanguage"
          label={consultation.language}
          choices={[
            ...languages.map((code) => ({ value: code, label: capitalised(languageName(code, language)) })),
            { value: 'other', label: consultation.options.preferredLanguage.other },
          ]}
          placeholder={forms.chooseOne}
        />
      ) : null}
      <NotesField id="consultation-notes" hint={consultation.notesHint} label={forms.anythingElse} />
    </Step>
  )
}
