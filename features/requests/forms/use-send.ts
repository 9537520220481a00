import { useCallback, useRef, useState } from 'react'
import type { EmailJsSetting } from '@/lib/env/emailjs'
import type { OfficeHours } from '@/lib/time/office-hours'
import type { RequestModel } from '../model/request'
import { MIN_FILL_MS } from '../model/limits'
import { HONEYPOT_FIELD } from '../model/honeypot'
import type { Booked, Delivery } from './send-request'
import type { OfferedDay } from '../booking/offer'
import type { TimeChoice } from './hold-time'
import { splitPath } from '@/lib/i18n/paths'
import type { FailureReason } from './failures'

/**
 * `emailed`: the e-mail went; `stored`: only the website's copy was kept
 * (send-request.ts). `promise`: when we will call, worked out as it was sent;
 * `unchecked`: kept without the form's ticket, which the server refused.
 */
export type SendOutcome =
  | ({ kind: 'sent'; how: 'emailed' | 'stored'; promise: string; unchecked: boolean } & Booked)
  | { kind: 'failed'; reason: FailureReason }
  /** The time chosen went to another family first: nothing was sent (the time picker offers the nearest). */
  | { kind: 'taken'; wanted: string; alternatives: OfferedDay[] }
  | null

export interface SendAttempt {
  /**
   * The honeypot field's value. Anything in it withholds the e-mail
   * (send-request.ts), but the request still goes to the server, which keeps it
   * as spam: a family whose browser filled the hidden field in is not lost.
   */
  honeypot: string
  /** The answers as the model's check normalised them (features/requests/model/validate.ts). */
  values: Record<string, string | string[]>
  /** The consultation's time, when the family chose one (../booking/). */
  time?: TimeChoice
}

/**
 * What both forms of the contact section do around a send: note the first
 * touch (and load EmailJS and fetch the form's ticket then), stop a send
 * faster than a person types before the network, send once at
 * a time, keep the request through /api/leads and e-mail it at the same time
 * (send-request.ts), and keep the outcome for the alerts. Whatever happens the
 * visitor is told the truth; each failure is logged as `FAILED...`, as the
 * agency's original did. A request that went says when we will call
 * (send-request.ts works it out from the owner's office hours as it sends).
 *
 * @param formName how the console names the form ("Contact form").
 * @param officeHours the owner's, from the page's content; without them (an application) no promise is made.
 */
export function useSend(emailJs: EmailJsSetting, model: RequestModel, formName: string, officeHours?: OfficeHours) {
  const { kind } = model
  const firstTouch = useRef<number | null>(null)
  const inFlight = useRef(false)
  const [sending, setSending] = useState(false)
  // Each attempt remounts its alert, so screen readers announce it even when the words repeat.
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<SendOutcome>(null)

  /** The visitor reached the form (at `at`, when that was earlier than now): start the clock, fetch EmailJS and the ticket. */
  const noticeFirstTouch = useCallback(
    (at = Date.now()) => {
      if (firstTouch.current !== null) return
      firstTouch.current = at
      // What only a send needs comes now, not with the page: the visitor has seconds of typing ahead.
      void import('./send-request').then(
        ({ prefetchTicket }) => prefetchTicket(kind),
        () => {},
      )
      const { config } = emailJs
      if (config)
        void import('./emailjs-browser').then(
          ({ loadEmailJs }) => loadEmailJs(config.publicKey),
          () => {},
        )
    },
    [emailJs, kind],
  )

  function stop(reason: FailureReason, text: string) {
    // The agency's original logs exactly this; support staff look for it.
    console.log('FAILED...', text)
    setOutcome({ kind: 'failed', reason })
  }

  /** Resolves true when the request went by either channel; false when it was stopped or both failed. */
  async function send({ honeypot, values, time }: SendAttempt): Promise<boolean> {
    if (inFlight.current) return false
    setOutcome(null)
    setAttempt((count) => count + 1)
    const started = firstTouch.current
    firstTouch.current ??= Date.now()
    if (started === null || Date.now() - started < MIN_FILL_MS) {
      stop('tooFast', `Sent within ${MIN_FILL_MS} ms of first touching the form.`)
      return false
    }
    const { config, missing } = emailJs
    if (!config) {
      // The website's copy may still be kept; the owner must hear that the e-mail is off.
      console.error(
        `${formName}: EmailJS is not configured. Set ${missing.join(', ')} (docs/operations.md, "EmailJS").`,
      )
    }

    inFlight.current = true
    setSending(true)
    try {
      let delivery: Delivery
      try {
        const { deliver } = await import('./send-request')
        // deliver logs each failed channel as FAILED...; the alert shows only when both failed.
        delivery = await deliver({
          request: {
            kind: model.kind,
            fields: values,
            page: location.pathname,
            elapsedMs: Date.now() - started,
            ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
          },
          sendEmail: config
            ? async (requestId, promise, language) =>
                (await import('./emailjs-browser')).emailRequest(config, model, values, requestId, promise, language)
            : { notConfigured: `Missing configuration: ${missing.join(', ')}` },
          officeHours,
          ...(time?.slot
            ? {
                hold: async (uuid: string) =>
                  (await import('./hold-time')).holdTime(time, uuid, splitPath(location.pathname).language),
              }
            : {}),
        })
      } catch (error) {
        // The sending code itself could not be fetched: offline, or a new deployment replaced it.
        stop('network', `The form's sending code did not load: ${String(error)}`)
        return false
      }
      if (delivery.outcome === 'failed') {
        setOutcome({ kind: 'failed', reason: delivery.reason })
        return false
      }
      if (delivery.outcome === 'taken') {
        setOutcome({ kind: 'taken', wanted: delivery.wanted, alternatives: delivery.alternatives })
        return false
      }
      const { promise, unchecked, booked, holdFailed } = delivery
      setOutcome({ kind: 'sent', how: delivery.outcome, promise, unchecked, booked, holdFailed })
      return true
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
