import type { ReactNode } from 'react'
import type { RequestModel } from '../model/request'
import type { Language } from '@/lib/i18n/languages'
import { fill } from '@/lib/i18n/fill'
import { FORM_FALLBACK_ACTION, type FormWords, type SendWording } from './failures'
import { FormFooter, StepButtons, type FormFooterProps } from './FormParts'
import type { ContactLink } from './OtherWays'
import type { Step as StepNumber, useTwoSteps } from './use-two-steps'
import forms from './Form.module.css'
import styles from './TwoStepForm.module.css'

/**
 * The frame of a two-step form (the consultation request, the caregiver
 * application): a real form that posts to /api/contact if its code never
 * takes over, its kind, its two steps (`children`, each a Step), and the
 * footer every request form ends with. The steps and the sending are
 * useTwoSteps's (./use-two-steps.ts); the questions and words are the form's.
 */
export function TwoStepForm({
  model,
  wording,
  steps,
  labelledBy,
  describedBy,
  heading,
  privacy,
  sent,
  phone,
  email,
  children,
  words,
  language,
}: {
  model: RequestModel
  wording: SendWording
  /** What every form says around a send, in the page's language. */
  words: FormWords
  language: Language
  /** What useTwoSteps returned for this form. */
  steps: ReturnType<typeof useTwoSteps>
  labelledBy: string
  describedBy?: string
  /** The heading inside the form, above the steps; none when the section above names the form. */
  heading?: ReactNode
  /** The privacy line under the buttons of step 2. */
  privacy: ReactNode
  sent: FormFooterProps['sent']
  phone: ContactLink | null
  email: ContactLink | null
  children: ReactNode
}) {
  const { step, sending, attempt, outcome, goTo, prepareChecks, closeSent, formProps } = steps
  return (
    <form
      method="post"
      action={FORM_FALLBACK_ACTION}
      className={`${forms.form} ${styles.form}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      {...formProps}
    >
      <input type="hidden" name="kind" value={model.kind} />
      <input type="hidden" name="language" value={language} />
      {heading}
      {children}
      <FormFooter
        idPrefix={model.kind}
        wording={wording}
        words={words}
        honeypot={words.honeypot}
        sending={sending}
        attempt={attempt}
        outcome={outcome}
        onClose={closeSent}
        buttons={
          <StepButtons
            step={step}
            sending={sending}
            sendLabel={wording.send}
            onBack={() => goTo(1)}
            onSubmitClick={prepareChecks}
            className={styles.actions}
            words={words}
          />
        }
        privacy={step === 2 ? <p className={styles.privacy}>{privacy}</p> : null}
        sent={sent}
        phone={phone}
        email={email}
      />
    </form>
  )
}

/**
 * One step: a group of questions under its heading, where focus goes when it
 * opens. Step 2 is all optional, and skipped by simply pressing Send; it is
 * disabled while step 1 is on screen, so that a half-typed date there cannot
 * hold up the browser's checks of step 1.
 */
export function Step({
  number,
  current,
  headingId,
  sendLabel,
  children,
  words,
}: {
  number: StepNumber
  /** The step on screen; the other is hidden. */
  current: StepNumber
  headingId: string
  /** Step 2's note names the Send button: "or press Send Request now". */
  sendLabel: string
  children: ReactNode
  words: Pick<FormWords, 'stepOne' | 'stepTwo' | 'stepTwoNote'>
}) {
  const hidden = current !== number
  return (
    <fieldset
      className={styles.step}
      hidden={hidden}
      disabled={number === 2 ? hidden : undefined}
      aria-labelledby={headingId}
    >
      <h4 id={headingId} tabIndex={-1} className={styles.stepHeading}>
        {number === 1 ? words.stepOne : words.stepTwo}
      </h4>
      {number === 2 ? <p className={forms.note}>{fill(words.stepTwoNote, { send: sendLabel })}</p> : null}
      {children}
    </fieldset>
  )
}

/** "Anything else?": the last, free answer of step 2, with what not to write in it. */
export function NotesField({ id, hint, label }: { id: string; hint: string; label: string }) {
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <textarea id={id} name="notes" rows={4} aria-describedby={`${id}-hint`} className={styles.notes} />
    </div>
  )
}
