/**
 * The kinds of field a request is made of, and for each: how a value is
 * normalised (trimmed text, a phone in E.164, a date as YYYY-MM-DD, a ZIP
 * code's five digits, a ticked consent as "yes") and what it may hold. The
 * forms in the browser, the routes on the server, the Studio's schema and
 * the CSV export read the same specs (./message.ts, ./consultation.ts,
 * ./application.ts), so they cannot drift.
 */
import { formatUsPhone, toE164 } from '../../../lib/contact-links'
import { parseZip } from '../../../lib/zip-code'
import type { DayBounds } from './day-bounds'
import * as words from './words'
import type { CheckWords } from './words'

export type Option = { readonly value: string; readonly label: string }

interface Common<N extends string> {
  /** The form field's name, the JSON's and the stored document's: one vocabulary. */
  readonly name: N
  /** How the answer is named in the Inbox, the e-mail, the CSV and the no-script page. */
  readonly title: string
  readonly required?: boolean
}

export type FieldSpec<N extends string = string> = Common<N> &
  (
    | { readonly type: 'text'; readonly max: number; readonly multiline?: boolean }
    | { readonly type: 'email' | 'phone' | 'zip' }
    /** A calendar day, kept as YYYY-MM-DD: `rule` is DATE_RULE (./date-field.ts). */
    | { readonly type: 'date'; readonly rule: FieldRule }
    | { readonly type: 'choice' | 'choices'; readonly options: readonly Option[] }
    /** Free answers from a list the page offers (the services, from the content): checked for size only. */
    | { readonly type: 'list'; readonly maxItems: number; readonly maxChars: number }
    /** One box to tick, `label` the sentence beside it: ticked, it posts CONSENT_VALUE. */
    | { readonly type: 'consent'; readonly label: string }
  )

/**
 * A type whose rule lives in a module of its own, which the field's spec
 * carries: dates (./date-field.ts), whose parsing, day and month names and
 * words only the models with a date need. The message form's code then
 * carries none of it (issue 40: 2 KB of the page's JavaScript budget).
 */
export interface FieldRule {
  /** The value as kept, or the text as typed when it is not one. */
  normalise(text: string): string
  /** What is wrong with a normalised, non-empty value, in the visitor's words; null when nothing is. */
  problem(value: string, bounds: DayBounds, said: CheckWords): string | null
  inWords(value: string): string
}

/** What a ticked consent box posts (its `value`), and what the check accepts. */
export const CONSENT_VALUE = 'yes'

/** The fields that hold a list of answers. */
export type ListSpec = Extract<FieldSpec, { type: 'choices' | 'list' }>
export const isList = (field: FieldSpec): field is FieldSpec & ListSpec =>
  field.type === 'choices' || field.type === 'list'

/** A field's value: text, or the list of answers ticked. */
export type FieldValue<F extends FieldSpec> = F extends ListSpec ? string[] : string

export const EMAIL_MAX = 254
export const PHONE_MAX = 40

/** The browser's own `type="email"` check (WHATWG), so the form and the server agree with the browser. */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

// Control characters other than tab and line feed (C0, DEL and C1), and the bidirectional marks, embeddings,
// overrides and isolates: never typed, sometimes pasted, and able to hide or reorder what the owner reads (a
// name that reads backwards in an e-mail's subject, a line that looks like another request in a listing).
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
// Every kind of line break, the Unicode line and paragraph separators too.
const LINE_BREAK = /\r\n?|[\u2028\u2029\u0085]/g
// In a one-line answer (it reaches e-mail subjects, texts and the Inbox's listing), every other invisible format
// character too: zero-width spaces, the byte-order mark, word joiners, soft hyphens, the Arabic letter mark
// (issue 60). Not the zero-width joiner and non-joiner, which spell names in Persian and the Indic scripts.
const ONE_LINE_INVISIBLE = /(?![\u200C\u200D])\p{Cf}/gu

/**
 * Text as stored: one kind of line break (a posted form sends CRLF), no
 * control or bidirectional characters, trimmed. A one-line answer (a name,
 * a subject: everything but a multi-line text) has its line breaks, and the
 * spaces around them, collapsed to one space: it goes into e-mail subjects,
 * texts and listings one line each.
 */
export function cleanText(text: string, { oneLine = false }: { oneLine?: boolean } = {}): string {
  const lines = text.replace(LINE_BREAK, '\n').replace(INVISIBLE, '')
  if (!oneLine) return lines.trim()
  return lines
    .replace(ONE_LINE_INVISIBLE, '')
    .replace(/[ \t]*\n\s*/g, ' ')
    .replace(/\t/g, ' ')
    .trim()
}

/** Whether the field's answers are one line each: all but a multi-line text. */
const isOneLine = (field: FieldSpec) => !(field.type === 'text' && field.multiline)

/**
 * The value as kept. A value that cannot be normalised stays as typed
 * (cleaned), so that the check below names the problem and the form shows
 * the visitor's own words back.
 */
export function normaliseValue(field: FieldSpec, raw: string | readonly string[]): string | string[] {
  if (isList(field)) {
    const items = (typeof raw === 'string' ? [raw] : raw)
      .map((item) => cleanText(item, { oneLine: true }))
      .filter(Boolean)
    return [...new Set(items)]
  }
  const text = cleanText(typeof raw === 'string' ? raw : (raw[0] ?? ''), { oneLine: isOneLine(field) })
  if (!text) return ''
  if (field.type === 'phone') return toE164(text) ?? text
  if (field.type === 'zip') return parseZip(text) ?? text
  if (field.type === 'date') return field.rule.normalise(text)
  return text
}

const optionLabel = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label

/** Longer than the field may hold: said at once while typing, where other problems wait for Send. */
export function isOverLong(field: FieldSpec, value: string): boolean {
  const max =
    field.type === 'text' ? field.max : field.type === 'email' ? EMAIL_MAX : field.type === 'phone' ? PHONE_MAX : null
  return max !== null && cleanText(value, { oneLine: isOneLine(field) }).length > max
}

/** What is wrong with a normalised value, in the visitor's words; null when nothing is. */
export function problemWith(
  field: FieldSpec,
  value: string | string[],
  bounds: DayBounds,
  { words: said, language }: CheckWords,
): string | null {
  if (Array.isArray(value)) {
    if (value.length === 0) return field.required ? said.chooseAtLeastOne : null
    if (field.type === 'choices') {
      return value.every((item) => optionLabel(field.options, item)) ? null : said.chooseOne
    }
    if (field.type !== 'list') return said.listOnly
    if (value.length > field.maxItems) return words.tooManyChosen(field.maxItems, said)
    return value.every((item) => item.length <= field.maxChars) ? null : said.listOnly
  }
  if (field.type === 'consent') return value === CONSENT_VALUE || (!value && !field.required) ? null : said.tickToAgree
  if (!value) return field.required ? (field.type === 'choice' ? said.chooseOne : said.fillIn) : null
  switch (field.type) {
    case 'text':
      return value.length > field.max ? words.tooLong(field.max, value.length, field.multiline ?? false, said) : null
    case 'email':
      if (value.length > EMAIL_MAX) return words.tooLong(EMAIL_MAX, value.length, false, said)
      return EMAIL.test(value) ? null : said.emailFormat
    case 'phone':
      if (/^\+1\d{10}$/.test(value)) return null
      return value.length > PHONE_MAX ? words.tooLong(PHONE_MAX, value.length, false, said) : said.phoneFormat
    case 'zip':
      return /^\d{5}$/.test(value) ? null : said.zipFormat
    case 'date':
      return field.rule.problem(value, bounds, { words: said, language })
    case 'choice':
      return optionLabel(field.options, value) ? null : said.chooseOne
    default:
      return said.listOnly
  }
}

/** An answer in words, as the agency reads it: a choice by its label, a date spelled out, a phone punctuated. */
export function valueInWords(field: FieldSpec, value: string | string[]): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => (field.type === 'choices' ? (optionLabel(field.options, item) ?? item) : item))
      .join(', ')
  }
  if (field.type === 'choice') return optionLabel(field.options, value) ?? value
  if (field.type === 'consent') return value === CONSENT_VALUE ? 'Yes' : value
  if (field.type === 'date') return field.rule.inWords(value)
  if (field.type === 'phone') return formatUsPhone(value) ?? value
  return value
}
