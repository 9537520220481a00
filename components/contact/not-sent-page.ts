/**
 * The page a visitor sees when the contact form was submitted by the browser
 * itself: before the page's scripts had taken over the form, or because they
 * never loaded (the message form, or the consultation request). Only the browser's scripts can send through EmailJS, so
 * nothing was sent; the page says so, shows every word the visitor typed and
 * offers the phone and a ready-written e-mail instead. Plain HTML with no
 * script, so it works in exactly the situation that produced it.
 */
import { requestSubject, requestSummary, type ConsultationRequest } from './consultation-rules'
import { CONTACT_FIELDS, tooLongMessage, type ContactField, type ContactMessage } from './rules'
import { ENQUIRY_SUBJECT, mailtoHref, telHref } from '@/lib/contact-links'

const LABELS: Record<keyof ContactMessage, string> = {
  from_name: 'Your name',
  email: 'Your e-mail address',
  subject: 'Subject',
  message: 'Message',
}

/** Text for an HTML element or a double-quoted attribute: nothing typed can become markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** The agency's e-mail with the visitor's message already written into it. */
export function emailWithMessage(agencyEmail: string | null | undefined, message: ContactMessage): string | null {
  const body = [message.message, '', [message.from_name, message.email].filter(Boolean).join('\n')].join('\n').trim()
  // RFC 6068: a line break in a mailto body is written %0D%0A. Browsers post CRLF already; the rest is ours.
  return mailtoHref(agencyEmail, message.subject.trim() || ENQUIRY_SUBJECT, body.replace(/\r?\n/g, '\r\n'))
}

// Large, high-contrast and calm, like the site; system fonts, since nothing else may have loaded.
const STYLE = `
body { margin: 0; font: 1.25rem/1.6 system-ui, sans-serif; color: #1b1b1b; background: #fff; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.75rem; line-height: 1.3; }
h2 { font-size: 1.375rem; margin-top: 2rem; }
a { color: #0b4f8a; }
.ways a { display: inline-block; min-height: 48px; padding: 0.6rem 0; font-weight: 700; }
dt { font-weight: 700; margin-top: 1rem; }
dd { margin: 0.25rem 0 0; padding: 0.75rem; white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; border-radius: 6px; }
`

export interface NotSentPageInput {
  message: ContactMessage
  /** Fields longer than the form allows: the page asks for them to be shortened. */
  overlong?: readonly ContactField[]
  phone: string | null | undefined
  email: string | null | undefined
}

interface PageParts {
  /** "message" or "request" */
  noun: string
  /** The label of the form's Send button. */
  send: string
  /** The agency's e-mail link with the visitor's words already in it. */
  mail: string | null
  /** Paragraphs (HTML) before the advice: which fields to shorten. */
  notices: string[]
  /** What the visitor typed: label and text, in the form's order. */
  typed: Array<[label: string, text: string]>
  phone: string | null | undefined
  email: string | null | undefined
}

function page({ noun, send, mail, notices, typed, phone, email }: PageParts): string {
  const tel = telHref(phone)
  const ways = [
    tel && phone ? `<li>Call us at <a href="${escapeHtml(tel)}">${escapeHtml(phone)}</a></li>` : '',
    mail && email
      ? `<li><a href="${escapeHtml(mail)}">E-mail us this ${noun}</a> (it opens your e-mail with your words in it)</li>`
      : '',
  ].join('')
  const words = typed.map(([label, text]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(text)}</dd>`).join('')

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Your ${noun} has not been sent</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Your ${noun} has not been sent</h1>
<p>Sending needs the page's scripts, and they had not run when you pressed Send, so nothing reached us. Nothing you typed is lost: it is all below.</p>
${notices.join('')}
<p>If the page was still loading, use your browser's Back button: the form still holds your words. Wait a few seconds, then press ${send} again. If you see this page a second time, your browser is not running the page's scripts (JavaScript may be turned off): please call or e-mail us instead.</p>
${ways ? `<h2>Or reach us another way</h2><ul class="ways">${ways}</ul>` : ''}
${words ? `<h2>What you wrote</h2><dl>${words}</dl>` : ''}
<p><a href="/">Home page</a></p>
</main>
</body>
</html>
`
}

export function notSentPage({ message, overlong = [], phone, email }: NotSentPageInput): string {
  return page({
    noun: 'message',
    send: 'Send Message',
    mail: emailWithMessage(email, message),
    notices: overlong.map(
      (field) =>
        `<p><strong>${LABELS[field]}:</strong> ${escapeHtml(tooLongMessage(field, message[field].length))}</p>`,
    ),
    typed: CONTACT_FIELDS.filter((field) => message[field].trim()).map((field) => [LABELS[field], message[field]]),
    phone,
    email,
  })
}

/**
 * The same page for the consultation form (its step 1, or both steps):
 * every answer in words, and an e-mail that holds the whole request.
 */
export function requestNotSentPage({ request, phone, email }: { request: ConsultationRequest } & Contacts): string {
  const typed = requestSummary(request)
  // RFC 6068: line breaks in a mailto body are CRLF.
  const body = typed.map(([label, text]) => `${label}: ${text}`).join('\n')
  return page({
    noun: 'request',
    send: 'Continue or Send Request',
    mail: mailtoHref(email, requestSubject(request), body.replace(/\r?\n/g, '\r\n')),
    notices: [],
    typed,
    phone,
    email,
  })
}

type Contacts = { phone: string | null | undefined; email: string | null | undefined }
