import type { ReactNode } from 'react'
import button from '@/components/ui/Button.module.css'
import { HONEYPOT_FIELD } from '../model/spam'
import { failureMessages, type FailureReason, type SendWording } from './failures'
import { AlsoReachUs, type ContactLink } from './OtherWays'
import type { SendOutcome } from './use-send'
import styles from './Form.module.css'

/**
 * The pieces the request forms share, and the one footer they all end with
 * (FormFooter): the honeypot, the two-step forms' buttons, the progress
 * announcement and the success and failure alerts. No hooks, so each form
 * keeps its own state and these only say it.
 */

/** Off-screen and out of the accessibility tree; only scripts fill it in. */
export function Honeypot({ id, name }: { id: string; name: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

/**
 * A two-step form's buttons: Continue on step 1; Back and Send on step 2.
 * While sending, Send says so and is aria-disabled (still focusable; a second
 * press does nothing).
 */
export function StepButtons({
  step,
  sending,
  sendLabel,
  onBack,
  onSubmitClick,
  className,
}: {
  step: 1 | 2
  sending: boolean
  /** "Send Request" */
  sendLabel: string
  onBack: () => void
  /** Runs before the browser's own checks (use-two-steps.ts, prepareChecks). */
  onSubmitClick: () => void
  className?: string
}) {
  return (
    <div className={className}>
      {step === 2 ? (
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onBack}>
          Back
        </button>
      ) : null}
      <button type="submit" className={button.button} aria-disabled={sending} onClick={onSubmitClick}>
        {sending ? 'Sending…' : step === 1 ? 'Continue' : sendLabel}
      </button>
    </div>
  )
}

/** A polite status that says a send is under way (the button says it too). */
export function SendingStatus({ text }: { text: string }) {
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  )
}

export function SentAlert({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <div role="alert" className={`${styles.alert} ${styles.success}`}>
      {children}
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
        Close
      </button>
    </div>
  )
}

export interface NotSentAlertProps {
  /** "Your message was not sent." */
  title: string
  /** Why, in plain words (rules.ts, failureMessages). */
  reason: string
  phone: ContactLink | null
  email: ContactLink | null
}

export function NotSentAlert({ title, reason, phone, email }: NotSentAlertProps) {
  return (
    <div role="alert" className={`${styles.alert} ${styles.failure}`}>
      <p>
        <strong>{title}</strong> {reason}
      </p>
      <p>Everything you typed is still in the form.</p>
      <AlsoReachUs phone={phone} email={email} />
    </div>
  )
}

export interface OutcomeAlertProps {
  outcome: SendOutcome
  /** The send it answers: a new attempt remounts the alert, so that screen readers announce it again. */
  attempt: number
  /**
   * What the success alert says: `emailed` when the e-mail went, `stored` when
   * only the site kept it; `promise` says when we will call.
   */
  sent: (how: 'emailed' | 'stored', promise: string) => ReactNode
  onClose: () => void
  /** "Your message was not sent." */
  failedTitle: string
  failures: Record<FailureReason, string>
  phone: ContactLink | null
  email: ContactLink | null
}

/** The one alert a form shows after a send: what went, or why nothing did and how else to reach us. */
export function OutcomeAlert({
  outcome,
  attempt,
  sent,
  onClose,
  failedTitle,
  failures,
  phone,
  email,
}: OutcomeAlertProps) {
  if (outcome?.kind === 'sent') {
    return (
      <SentAlert key={attempt} onClose={onClose}>
        {sent(outcome.how, outcome.promise)}
      </SentAlert>
    )
  }
  if (outcome?.kind === 'failed') {
    return (
      <NotSentAlert key={attempt} title={failedTitle} reason={failures[outcome.reason]} phone={phone} email={email} />
    )
  }
  return null
}

export type FormFooterProps = Omit<OutcomeAlertProps, 'failedTitle' | 'failures'> & {
  /** Names the honeypot's id: "contact-hs-check". */
  idPrefix: string
  wording: SendWording
  sending: boolean
  /** The form's buttons: one Send, or a two-step form's (StepButtons). Passed in, so the message form's eager code carries no step. */
  buttons: ReactNode
  /** The line under the buttons that links to the privacy notice, as the form words it; null for none. */
  privacy: ReactNode
}

/**
 * What every request form ends with: the honeypot, its buttons, the privacy
 * line, the announcement of a send under way and the one alert after it,
 * each worded for the form ("Sending your message…", "Your request was not
 * sent.").
 */
export function FormFooter({ idPrefix, wording, sending, buttons, privacy, ...alert }: FormFooterProps) {
  return (
    <>
      <Honeypot id={`${idPrefix}-hs-check`} name={HONEYPOT_FIELD} />
      {buttons}
      {privacy}
      <SendingStatus text={sending ? `Sending your ${wording.noun}…` : ''} />
      <OutcomeAlert {...alert} failedTitle={`Your ${wording.noun} was not sent.`} failures={failureMessages(wording)} />
    </>
  )
}
