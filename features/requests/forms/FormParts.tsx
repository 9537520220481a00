import type { ReactNode } from 'react'
import button from '@/components/Button.module.css'
import { fill } from '@/lib/i18n/fill'
import { HONEYPOT_FIELD } from '../model/honeypot'
import { failureMessages, type FailureReason, type FooterWords, type FormWords, type SendWording } from './failures'
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
export function Honeypot({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
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
  words,
}: {
  step: 1 | 2
  sending: boolean
  /** "Send Request" */
  sendLabel: string
  words: Pick<FormWords, 'back' | 'sending' | 'continue'>
  onBack: () => void
  /** Runs before the browser's own checks (use-two-steps.ts, prepareChecks). */
  onSubmitClick: () => void
  className?: string
}) {
  return (
    <div className={className}>
      {step === 2 ? (
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onBack}>
          {words.back}
        </button>
      ) : null}
      <button type="submit" className={button.button} aria-disabled={sending} onClick={onSubmitClick}>
        {sending ? words.sending : step === 1 ? words.continue : sendLabel}
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

export function SentAlert({
  children,
  onClose,
  closeLabel,
}: {
  children: ReactNode
  onClose: () => void
  closeLabel: string
}) {
  return (
    <div role="alert" className={`${styles.alert} ${styles.success}`}>
      {children}
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
        {closeLabel}
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
  words: FooterWords
}

export function NotSentAlert({ title, reason, phone, email, words }: NotSentAlertProps) {
  return (
    <div role="alert" className={`${styles.alert} ${styles.failure}`}>
      <p>
        <strong>{title}</strong> {reason}
      </p>
      <p>{words.stillThere}</p>
      <AlsoReachUs phone={phone} email={email} words={words} />
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
  words: FooterWords
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
  words,
}: OutcomeAlertProps) {
  if (outcome?.kind === 'sent') {
    return (
      <SentAlert key={attempt} onClose={onClose} closeLabel={words.close}>
        {sent(outcome.how, outcome.promise)}
        {outcome.unchecked && (
          <>
            <p>{words.unchecked}</p>
            <AlsoReachUs phone={phone} email={email} words={words} />
          </>
        )}
      </SentAlert>
    )
  }
  if (outcome?.kind === 'failed') {
    return (
      <NotSentAlert
        key={attempt}
        title={failedTitle}
        reason={failures[outcome.reason]}
        phone={phone}
        email={email}
        words={words}
      />
    )
  }
  return null
}

export type FormFooterProps = Omit<OutcomeAlertProps, 'failedTitle' | 'failures' | 'words'> & {
  /** Names the honeypot's id: "contact-hs-check". */
  idPrefix: string
  /**
   * What the footer says around a send; null until the form has them (the
   * message form fetches them on first touch, lib/i18n/parts/later.ts), and then
   * nothing is said: no send can be under way or over before they are here.
   */
  words: FooterWords | null
  /** The honeypot's label, which the page carries: "Leave this field empty". */
  honeypot: string
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
export function FormFooter({
  idPrefix,
  wording,
  sending,
  buttons,
  privacy,
  words,
  honeypot,
  ...alert
}: FormFooterProps) {
  return (
    <>
      <Honeypot id={`${idPrefix}-hs-check`} name={HONEYPOT_FIELD} label={honeypot} />
      {buttons}
      {privacy}
      <SendingStatus text={sending && words ? fill(words.sendingYour, { noun: wording.noun }) : ''} />
      {words ? (
        <OutcomeAlert
          {...alert}
          words={words}
          failedTitle={fill(words.notSent, { noun: wording.noun })}
          failures={failureMessages(wording, words)}
        />
      ) : null}
    </>
  )
}
