/**
 * The contact form's rules, free of React and of the EmailJS library so that
 * they can be unit-tested: what a visitor typed, and what went wrong when a
 * send failed. The sending rules (minimum time, throttle, failure reasons and
 * their wording) hold for the consultation form too (consultation-rules.ts).
 * Which EmailJS variables are missing is lib/env.ts's to say. The fields'
 * rules are shared with the server: lib/leads/rules.ts.
 */
import {
  MESSAGE_FIELDS,
  MESSAGE_FIELD_MAX_CHARS,
  MESSAGE_MAX_CHARS,
  MIN_FILL_MS,
  tooLongWords,
  type MessageField,
  type MessageFields,
} from '@/lib/leads/rules'

/** The four fields EmailJS's template expects: the shared rules' message fields (lib/leads/rules.ts). */
export const CONTACT_FIELDS = MESSAGE_FIELDS
export type ContactField = MessageField
export type ContactMessage = MessageFields
export { MESSAGE_MAX_CHARS, MIN_FILL_MS }

/**
 * Where the browser itself posts the form if the page's scripts have not taken
 * it over: app/api/contact shows the visitor their words and other ways to reach us.
 */
export const FORM_FALLBACK_ACTION = '/api/contact'

/** One message per visitor per this long (EmailJS's limitRate, kept in localStorage). */
export const SEND_THROTTLE_MS = 30_000

/**
 * The most each field may hold, checked in the browser (the visitor is asked
 * to shorten, nothing is cut) and again on the server (the same rules).
 */
export const FIELD_MAX_CHARS: Record<ContactField, number> = MESSAGE_FIELD_MAX_CHARS

/** What the visitor is asked when a field is longer than it may be. */
export function tooLongMessage(field: ContactField, length: number): string {
  return tooLongWords(FIELD_MAX_CHARS[field], length, field === 'message')
}

/** Fields longer than they may be. */
export function overlongFields(message: ContactMessage): ContactField[] {
  return CONTACT_FIELDS.filter((field) => message[field].length > FIELD_MAX_CHARS[field])
}

/** Why a message did not go, in the terms the visitor is told about. */
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

/** What the success alert says: the e-mail went, or only the copy on the website was kept. */
export const SUCCESS_MESSAGES = {
  emailed: 'Message sent successfully. Thanks for contacting us!',
  stored: 'We have your request. Thanks for contacting us! We will be in touch soon.',
} as const

/** How a form names what it sends, for its failure messages. */
export interface SendWording {
  /** "message", "request" */
  noun: string
  /** "contact form", "consultation form" */
  form: string
  /** The label of its Send button. */
  send: string
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

export const MESSAGE_WORDING: SendWording = { noun: 'message', form: 'contact form', send: 'Send Message' }

/** The message form's failure messages. */
export const FAILURE_MESSAGES = failureMessages(MESSAGE_WORDING)

/** A field that holds only spaces passes the browser's `required` check but says nothing. */
export function blankFields(message: ContactMessage): ContactField[] {
  return CONTACT_FIELDS.filter((field) => !message[field].trim())
}
