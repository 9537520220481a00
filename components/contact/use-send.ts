import { useCallback, useRef, useState } from 'react'
import type { EmailJsConfig, EmailJsSetting } from '@/lib/env'
import { MIN_FILL_MS, describeSendError, type FailureReason } from './rules'
import { loadEmailJs } from './send-message'

export type SendOutcome = { kind: 'sent' } | { kind: 'failed'; reason: FailureReason } | null

export interface SendAttempt {
  /** The honeypot field's value: anything in it stops the send. */
  honeypot: string
  /** Sends through EmailJS; resolves once the mail service has accepted it. */
  deliver: (config: EmailJsConfig) => Promise<unknown>
}

/**
 * What both forms of the contact section do around a send: note the first
 * touch (and load EmailJS then), stop spam before the network, send once at
 * a time, and keep the outcome for the alerts. Whatever happens the visitor
 * is told; a failure is logged as `FAILED...`, as the agency's original did.
 *
 * @param formName how the console names the form ("Contact form").
 */
export function useSend(emailJs: EmailJsSetting, formName: string) {
  const firstTouch = useRef<number | null>(null)
  const inFlight = useRef(false)
  const [sending, setSending] = useState(false)
  // Each attempt remounts its alert, so screen readers announce it even when the words repeat.
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<SendOutcome>(null)

  /** The visitor reached the form (at `at`, when that was earlier than now): start the clock and fetch EmailJS. */
  const noticeFirstTouch = useCallback(
    (at = Date.now()) => {
      if (firstTouch.current !== null) return
      firstTouch.current = at
      if (emailJs.config) void loadEmailJs(emailJs.config.publicKey)
    },
    [emailJs],
  )

  function fail(reason: FailureReason, text: string) {
    // The agency's original logs exactly this; support staff look for it.
    console.log('FAILED...', text)
    setOutcome({ kind: 'failed', reason })
  }

  /** Resolves true when the e-mail went; false when it was stopped or failed (the outcome says why). */
  async function send({ honeypot, deliver }: SendAttempt): Promise<boolean> {
    if (inFlight.current) return false
    setOutcome(null)
    setAttempt((count) => count + 1)
    const started = firstTouch.current
    firstTouch.current ??= Date.now()
    if (honeypot) {
      fail('suspicious', 'The hidden honeypot field was filled in.')
      return false
    }
    if (started === null || Date.now() - started < MIN_FILL_MS) {
      fail('tooFast', `Sent within ${MIN_FILL_MS} ms of first touching the form.`)
      return false
    }
    if (!emailJs.config) {
      const names = emailJs.missing.join(', ')
      console.error(`${formName}: EmailJS is not configured. Set ${names} (docs/operations.md, "EmailJS").`)
      fail('notConfigured', `Missing configuration: ${names}`)
      return false
    }

    inFlight.current = true
    setSending(true)
    try {
      await deliver(emailJs.config)
      setOutcome({ kind: 'sent' })
      return true
    } catch (error) {
      const { reason, text } = describeSendError(error)
      fail(reason, text)
      return false
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return {
    sending,
    attempt,
    outcome,
    noticeFirstTouch,
    send,
    /** True while a send is under way: a second press does nothing. */
    busy: () => inFlight.current,
    closeOutcome: () => setOutcome(null),
  }
}
