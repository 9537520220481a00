/**
 * Why a send did not go, in the terms the visitor is told about, and what
 * they read: the success and failure words of both forms. Free of React and
 * of the EmailJS library, so that they can be unit-tested. Which EmailJS
 * variables are missing is lib/env/emailjs.ts's to say; what a field may hold is the
 * model's (../model/).
 */

import type { forms, messageForm } from '@/lib/i18n/en'
import { fill } from '@/lib/i18n/fill'

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
export function successMessage(
  how: 'emailed' | 'stored',
  promise: string,
  words: Pick<typeof messageForm, 'emailed' | 'stored' | 'soon'>,
): string {
  return `${how === 'emailed' ? words.emailed : words.stored} ${promise || words.soon}`
}

/** How a form names what it sends, for its failure messages: its part of the site's words (lib/i18n). */
export interface SendWording {
  /** "message", "request", "application" */
  noun: string
  /** "contact form", "consultation form", "application form" */
  form: string
  /** The label of its Send button. */
  send: string
}

/** What every form says around a send, in the page's language (lib/i18n: `forms`). */
export type FormWords = typeof forms

/** What a form's footer says (FormParts.tsx). */
export type FooterWords = Pick<
  FormWords,
  | 'sending'
  | 'sendingYour'
  | 'notSent'
  | 'stillThere'
  | 'unchecked'
  | 'alsoReachUs'
  | 'byPhone'
  | 'byEmail'
  | 'or'
  | 'close'
  | 'failures'
>

/** What the visitor reads; the alert adds "your words are still in the form" and the phone and e-mail links. */
export function failureMessages(wording: SendWording, words: FooterWords): Record<FailureReason, string> {
  const { noun, form, send } = wording
  return Object.fromEntries(
    Object.entries(words.failures).map(([reason, template]) => [reason, fill(template, { noun, form, send })]),
  ) as Record<FailureReason, string>
}
