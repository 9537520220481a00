/**
 * The page a visitor sees when the contact form was submitted by the browser
 * itself: before the page's scripts had taken over the form, or because they
 * never loaded. Only the browser's scripts can send through EmailJS, so
 * nothing was sent; the page says so, shows every word the visitor typed and
 * offers the phone and a ready-written e-mail instead. Plain HTML with no
 * script, so it works in exactly the situation that produced it.
 */
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

export function notSentPage({ message, overlong = [], phone, email }: NotSentPageInput): string {
  const tel = telHref(phone)
  const mail = emailWithMessage(email, message)
  const ways = [
    tel && phone ? `<li>Call us at <a href="${escapeHtml(tel)}">${escapeHtml(phone)}</a></li>` : '',
    mail && email
      ? `<li><a href="${escapeHtml(mail)}">E-mail us this message</a> (it opens your e-mail with your words in it)</li>`
      : '',
  ].join('')
  const typed = CONTACT_FIELDS.filter((field) => message[field].trim())
    .map((field) => `<dt>${LABELS[field]}</dt><dd>${escapeHtml(message[field])}</dd>`)
    .join('')

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Your message has not been sent</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Your message has not been sent</h1>
<p>Sending needs the page's scripts, and they had not run when you pressed Send, so nothing reached us. Nothing you typed is lost: it is all below.</p>
${overlong.map((field) => `<p><strong>${LABELS[field]}:</strong> ${escapeHtml(tooLongMessage(field, message[field].length))}</p>`).join('')}
<p>If the page was still loading, use your browser's Back button: the form still holds your words. Wait a few seconds, then press Send Message again. If you see this page a second time, your browser is not running the page's scripts (JavaScript may be turned off): please call or e-mail us instead.</p>
${ways ? `<h2>Or reach us another way</h2><ul class="ways">${ways}</ul>` : ''}
${typed ? `<h2>What you wrote</h2><dl>${typed}</dl>` : ''}
<p><a href="/">Home page</a></p>
</main>
</body>
</html>
`
}
