/**
 * The page a visitor sees when a form was posted by the browser itself:
 * before the page's scripts had taken it over, because they never loaded, or
 * with JavaScript off (./contact-route.ts). Plain HTML with no script, so it
 * works in exactly the situation that produced it. Whatever happened, it
 * shows every word the visitor typed, and offers the phone and an e-mail
 * with the request already written in.
 */
import { ENQUIRY_SUBJECT, mailtoHref, telHref } from '@/lib/contact-links'
import { escapeHtml, plainPage } from '@/lib/http/plain-page'
import { FORM_FALLBACK_ACTION } from '../forms/failures'
import type { RequestModel } from '../model/request-model'
import { answersInWords, requestSubject } from '../model/summary'
import type { Problems } from '../model/validate'

/** The field of the confirmation form: the ticket naming the request to confirm (./contact-route.ts). */
export const CONFIRM_FIELD = 'confirm'

export type NoScriptOutcome =
  /** Kept in the Inbox; `promise` says when we will call ("We'll call you within the hour."). */
  | { kind: 'kept'; promise?: string }
  /** Kept, as spam until a person presses "Confirm and send", which posts the ticket back. */
  | { kind: 'confirm'; token: string }
  /** Some answers need another look: the model's words, by field. */
  | { kind: 'invalid'; problems: Problems }
  /** Not kept, for a reason in plain words (the store was down, too many requests, a filled honeypot). */
  | { kind: 'notKept'; reason: string }

export interface NoScriptPageInput {
  model: RequestModel
  /** The answers, normalised by the model's check. */
  values: Record<string, string | string[]>
  outcome: NoScriptOutcome
  phone: string | null | undefined
  email: string | null | undefined
}

const STYLE = `
dt { font-weight: 700; margin-top: 1rem; }
dd { margin: 0.25rem 0 0; padding: 0.75rem; white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; border-radius: 6px; }
.problems li { margin-top: 0.5rem; }
.confirm button { min-height: 48px; padding: 0.6rem 1.5rem; font: inherit; font-weight: 700; color: #fff; background: #0b4f8a; border: 2px solid #0b4f8a; border-radius: 6px; cursor: pointer; }
.confirm button:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 3px; }
`

/** Above the phone when all went well: a family may need care now; an applicant may have a question. */
const KEPT_WAYS_HEADING = { message: 'If it is urgent', consultation: 'If it is urgent', application: 'Any questions?' }

export function noScriptPage({ model, values, outcome, phone, email }: NoScriptPageInput): string {
  // "message", "request", "application": what the visitor calls what they sent.
  const noun = model.noun
  const typed = answersInWords(model, values)
  // RFC 6068: a line break in a mailto body is written %0D%0A.
  const body = typed.map(([title, text]) => `${title}: ${text}`).join('\r\n')
  const mail = mailtoHref(email, requestSubject(model, values) || ENQUIRY_SUBJECT, body.replace(/\r?\n/g, '\r\n'))
  const tel = telHref(phone)
  const ways = [
    tel && phone ? `<li>Call us at <a href="${escapeHtml(tel)}">${escapeHtml(phone)}</a></li>` : '',
    mail && email && outcome.kind !== 'kept' && outcome.kind !== 'confirm'
      ? `<li><a href="${escapeHtml(mail)}">E-mail us this ${noun}</a> (it opens your e-mail with your words in it)</li>`
      : '',
  ].join('')
  const words = typed.map(([title, text]) => `<dt>${escapeHtml(title)}</dt><dd>${escapeHtml(text)}</dd>`).join('')

  const [title, intro] =
    outcome.kind === 'kept'
      ? [
          `We have your ${noun}`,
          `<p>Thank you. Your ${noun} has reached us. ${escapeHtml(outcome.promise || 'We will be in touch soon.')}</p>`,
        ]
      : outcome.kind === 'confirm'
        ? [
            `One more step: confirm your ${noun}`,
            `<p>Your ${noun} has reached our website, but not our staff yet. Programs send forms like this one too, so please press the button to tell us that a person sent it.</p>
<form method="post" action="${FORM_FALLBACK_ACTION}" class="confirm"><input type="hidden" name="${CONFIRM_FIELD}" value="${escapeHtml(outcome.token)}"><button type="submit">Confirm and send</button></form>`,
          ]
        : outcome.kind === 'invalid'
          ? [
              `Your ${noun} has not been sent yet`,
              `<p>Some answers need another look:</p><ul class="problems">${problemList(model, outcome.problems)}</ul>
<p>Use your browser's Back button: the form still holds your words. Change what is listed above, then send it again.</p>`,
            ]
          : [
              `Your ${noun} has not been sent`,
              `<p>${escapeHtml(outcome.reason)} Nothing you typed is lost: it is all below.</p>`,
            ]

  return plainPage({
    title,
    style: STYLE,
    body: `<h1>${title}</h1>
${intro}
${ways ? `<h2>${outcome.kind === 'kept' || outcome.kind === 'confirm' ? KEPT_WAYS_HEADING[model.kind] : 'Or reach us another way'}</h2><ul class="ways">${ways}</ul>` : ''}
${words ? `<h2>What you wrote</h2><dl>${words}</dl>` : ''}
<p><a href="/">Home page</a></p>`,
  })
}

/** "Phone: Please enter a US phone number…", in the form's order. */
function problemList(model: RequestModel, problems: Problems): string {
  return model.fields
    .filter((field) => problems[field.name])
    .map((field) => `<li><strong>${escapeHtml(field.title)}:</strong> ${escapeHtml(problems[field.name]!)}</li>`)
    .join('')
}
