/**
 * Why a send did not go, in the terms the visitor is told about, and what
 * they read: the success and failure words of both forms. Free of React and
 * of the EmailJS library, so that they can be unit-tested. Which EmailJS
 * variables are missing is lib/env/emailjs.ts's to say; what a field may hold is the
 * model's (../model/).
 */

/**
 * Where the browser itself posts a form if the page's scripts have not taken
 * it over: the server checks and keeps it, and answers with a plain page.
 */
export const FORM_FALLBACK_ACTION = '/api/contact'

export type FailureReason =
  | 'network'
  | 'throttled'
  | 'blocked'
  | 'headless'
  | 'server'
  | 'notConfigured'
  | 'tooFast'
  | 'suspicious'
  | 'rateLimited'

/** EmailJS rejects with `{status, text}` (or a bare string from its own checks). */
export function describeSendError(error: unknown): { reason: FailureReason; text: string } {
  if (typeof error === 'string') return { reason: 'server', text: error }
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, text } = error as { status: unknown; text?: unknown }
    const detail = `${String(status)} ${typeof text === 'string' ? text : ''}`.trim()
    if (status === 0) return { reason: 'network', text: detail }
    if (status === 429) return { reason: 'throttled', text: detail }
    if (status === 403) return { reason: 'blocked', text: detail }
    if (status === 451) return { reason: 'headless', text: detail }
    return { reason: 'server', text: detail }
  }
  // fetch() itself rejects with a TypeError when the network is unreachable.
  if (error instanceof TypeError) return { reason: 'network', text: error.message }
  if (error instanceof Error) return { reason: 'server', text: error.message }
  return { reason: 'server', text: String(error) }
}

/**
 * What the message form's success alert says: the e-mail went, or only the
 * copy on the website was kept; then when we will reply ("We'll reply within
 * the hour.", lib/time/reply-promise.ts).
 */
export function successMessage(how: 'emailed' | 'stored', promise: string): string {
  const head =
    how === 'emailed'
      ? 'Message sent successfully. Thanks for contacting us!'
      : 'We have your request. Thanks for contacting us!'
  return `${head} ${promise || 'We will be in touch soon.'}`
}

/** How a form names what it sends, for its failure messages. */
export interface SendWording {
  /** "message", "request", "application" */
  noun: string
  /** "contact form", "consultation form", "application form" */
  form: string
  /** The label of its Send button. */
  send: string
}

export const MESSAGE_WORDING: SendWording = { noun: 'message', form: 'contact form', send: 'Send Message' }
export const CONSULTATION_WORDING: SendWording = {
  noun: 'request',
  form: 'consultation form',
  send: 'Send Request',
}
export const APPLICATION_WORDING: SendWording = {
  noun: 'application',
  form: 'application form',
  send: 'Send Application',
}

/** What the visitor reads; the alert adds "your words are still in the form" and the phone and e-mail links. */
export function failureMessages({ noun, form, send }: SendWording): Record<FailureReason, string> {
  return {
    network: 'We could not reach our mail service. Please check your internet connection and try again.',
    throttled: `You sent us a ${noun} a moment ago. Please wait half a minute before sending another.`,
    blocked: `Our mail service did not accept this ${noun}.`,
    headless: 'Our mail service did not accept messages from this browser.',
    server: `Our mail service had a problem and your ${noun} was not sent.`,
    notConfigured: `Our ${form} is not working at the moment, and your ${noun} was not sent.`,
    tooFast: `That was quicker than we expected. Please check your ${noun}, then press ${send} again.`,
    suspicious: `Your ${noun} could not be sent from this form.`,
    rateLimited:
      'You have sent us several requests in the last few minutes. Please wait ten minutes before sending another.',
  }
}
