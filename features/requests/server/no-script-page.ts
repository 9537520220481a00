/**
 * The page a visitor sees when a form was posted by the browser itself:
 * before the page's scripts had taken it over, because they never loaded, or
 * with JavaScript off (./contact-route.ts). Plain HTML with no script, so it
 * works in exactly the situation that produced it. Whatever happened, it
 * shows every word the visitor typed, and offers the phone and an e-mail
 * with the request already written in.
 */
import { mailtoHref, telHref } from '@/lib/contact-links'
import { escapeHtml, plainPage } from '@/lib/http/plain-page'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LANGUAGE, localeOf, type Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { isSpokenLanguage, languageName } from '@/lib/i18n/spoken-languages'
import { wordsFor, type Words } from '@/lib/i18n/words'
import { FORM_FALLBACK_ACTION } from '../forms/failures'
import { dayInWords, parseDay } from '../model/calendar-day'
import { CONSENT_VALUE, valueInWords, type FieldSpec } from '../model/fields'
import type { RequestModel } from '../model/request'
import { answersInWords, requestSubject } from '../model/summary'
import type { Problems } from '../model/validate'

/** The field of the confirmation form: the ticket naming the request to confirm (./contact-route.ts). */
export const CONFIRM_FIELD = 'confirm'

/** The consultation's time chosen on the no-script form (issue 62), in the family's words: held, or taken first. */
export type NoScriptTime = { booked: string } | { taken: string; free: string[] }

function timeHtml(time: NoScriptTime | null | undefined): string {
  if (!time) return ''
  if ('booked' in time) return `<p><strong>${escapeHtml(time.booked)}</strong></p>`
  const free = time.free.map((words) => `<li>${escapeHtml(words)}</li>`).join('')
  return `<p>${escapeHtml(time.taken)}</p>${free ? `<ul>${free}</ul>` : ''}`
}

export type NoScriptOutcome =
  /** Kept in the Inbox; `promise` says when we will call ("We'll call you within the hour."). */
  | { kind: 'kept'; promise?: string }
  /** Kept, as spam until a person presses "Confirm and send", which posts the ticket back; with the time it holds. */
  | { kind: 'confirm'; token: string; time?: NoScriptTime | null }
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
  /** The page's language: the visitor's. */
  language?: Language
}

const STYLE = `
dt { font-weight: 700; margin-top: 1rem; }
dd { margin: 0.25rem 0 0; padding: 0.75rem; white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; border-radius: 6px; }
.problems li { margin-top: 0.5rem; }
.confirm button { min-height: 48px; padding: 0.6rem 1.5rem; font: inherit; font-weight: 700; color: #fff; background: #0b4f8a; border: 2px solid #0b4f8a; border-radius: 6px; cursor: pointer; }
.confirm button:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 3px; }
`

/** A form's own words: its noun, and the labels of its choices. */
const formWords = (words: Words, model: RequestModel) =>
  ({ message: words.messageForm, consultation: words.consultationForm, application: words.applicationForm })[model.kind]

/** An answer as the visitor chose it, in their language: "Mi papá o mi mamá", "Sí", "lunes, 7 de diciembre de 2026". */
function answerInLanguage(field: FieldSpec, value: string, words: Words, model: RequestModel, language: Language) {
  const options = (formWords(words, model) as { options?: Record<string, Record<string, string>> }).options
  const labels = options?.[field.name]
  if (field.name === 'preferredLanguage' && isSpokenLanguage(value)) return languageName(value, language)
  if (labels?.[value]) return labels[value]
  if (field.type === 'consent') return value === CONSENT_VALUE ? words.forms.yes : value
  if (field.type === 'date') {
    const day = parseDay(value)
    return day ? dayInWords(day, language) : value
  }
  return valueInWords(field, value)
}

/** "Title: answer" for every answer given, in the form's order, in the visitor's language. */
function typedAnswers(model: RequestModel, values: Record<string, string | string[]>, language: Language) {
  if (language === DEFAULT_LANGUAGE) return answersInWords(model, values)
  const words = wordsFor(language)
  const titles: Record<string, string> = words.noScript.fields
  return model.fields.flatMap((field) => {
    const value = values[field.name]
    const items = value === undefined ? [] : Array.isArray(value) ? value : [value]
    const text = items.map((item) => answerInLanguage(field, item, words, model, language)).join(', ')
    return text.trim() ? [[titles[field.name] ?? field.title, text] as [string, string]] : []
  })
}

export function noScriptPage({ model, values, outcome, phone, email, language = 'en' }: NoScriptPageInput): string {
  const words = wordsFor(language)
  const say = words.noScript
  // "message", "request", "application" ("mensaje", "solicitud"): what the visitor calls what they sent.
  const noun = formWords(words, model).noun
  const typed = typedAnswers(model, values, language)
  // RFC 6068: a line break in a mailto body is written %0D%0A.
  const body = typed.map(([title, text]) => `${title}: ${text}`).join('\r\n')
  const mail = mailtoHref(
    email,
    requestSubject(model, values) || wordsFor(language).contact.enquirySubject,
    body.replace(/\r?\n/g, '\r\n'),
  )
  const tel = telHref(phone)
  const callLink = tel && phone ? `<a href="${escapeHtml(tel)}">${escapeHtml(phone)}</a>` : ''
  const ways = [
    callLink ? `<li>${fill(say.callUsAt, { link: callLink })}</li>` : '',
    mail && email && outcome.kind !== 'kept' && outcome.kind !== 'confirm'
      ? `<li><a href="${escapeHtml(mail)}">${escapeHtml(fill(say.emailThis, { noun }))}</a>${escapeHtml(say.emailThisHint)}</li>`
      : '',
  ].join('')
  const answers = typed.map(([title, text]) => `<dt>${escapeHtml(title)}</dt><dd>${escapeHtml(text)}</dd>`).join('')
  const soon = words.messageForm.soon

  const [title, intro] =
    outcome.kind === 'kept'
      ? [
          fill(say.keptTitle, { noun }),
          `<p>${escapeHtml(fill(say.keptText, { noun, promise: outcome.promise || soon }))}</p>`,
        ]
      : outcome.kind === 'confirm'
        ? [
            fill(say.confirmTitle, { noun }),
            `<p>${escapeHtml(fill(say.confirmText, { noun }))}</p>${timeHtml(outcome.time)}
<form method="post" action="${FORM_FALLBACK_ACTION}" class="confirm"><input type="hidden" name="${CONFIRM_FIELD}" value="${escapeHtml(outcome.token)}"><input type="hidden" name="language" value="${language}"><button type="submit">${escapeHtml(say.confirmButton)}</button></form>`,
          ]
        : outcome.kind === 'invalid'
          ? [
              fill(say.invalidTitle, { noun }),
              `<p>${escapeHtml(say.invalidText)}</p><ul class="problems">${problemList(model, outcome.problems, language)}</ul>
<p>${escapeHtml(say.invalidBack)}</p>`,
            ]
          : [
              fill(say.notKeptTitle, { noun }),
              `<p>${escapeHtml(fill(say.notKeptText, { reason: outcome.reason }))}</p>`,
            ]

  const waysHeading =
    outcome.kind === 'kept' || outcome.kind === 'confirm'
      ? model.kind === 'application'
        ? say.questions
        : say.urgent
      : say.otherWay
  return plainPage({
    title,
    style: STYLE,
    lang: localeOf(language),
    body: `<h1>${escapeHtml(title)}</h1>
${intro}
${ways ? `<h2>${escapeHtml(waysHeading)}</h2><ul class="ways">${ways}</ul>` : ''}
${answers ? `<h2>${escapeHtml(say.whatYouWrote)}</h2><dl>${answers}</dl>` : ''}
<p><a href="${localePath(language, '/')}">${escapeHtml(say.homePage)}</a></p>`,
  })
}

/** "Phone: Please enter a US phone number…", in the form's order, in the visitor's language. */
function problemList(model: RequestModel, problems: Problems, language: Language): string {
  const titles: Record<string, string> = wordsFor(language).noScript.fields
  return model.fields
    .filter((field) => problems[field.name])
    .map(
      (field) =>
        `<li><strong>${escapeHtml(language === DEFAULT_LANGUAGE ? field.title : (titles[field.name] ?? field.title))}:</strong> ${escapeHtml(problems[field.name]!)}</li>`,
    )
    .join('')
}
