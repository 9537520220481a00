/**
 * Pure helpers of the page sections: words and numbers built from the
 * owner's content, kept free of React so that Jest can test them in Node.
 */

import { PAYMENT_METHOD_LABELS } from '@/lib/payment'

/** "a", "a and b", "a, b and c". Empty and missing items are left out. */
export function joinWords(items: ReadonlyArray<string | null | undefined>): string {
  const words = items.map((item) => item?.trim()).filter((item): item is string => Boolean(item))
  if (words.length <= 1) return words[0] ?? ''
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** "Mary Ellen O'Brien" → "MO"; "cher" → "C"; nothing → "". */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  if (!first) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  const letter = (word: string) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? ''
  return `${letter(first)}${last ? letter(last) : ''}`.toLocaleUpperCase('en-US')
}

/** The visitor-facing words for a stored payment method; null for values the site does not know. */
export function paymentMethodLabel(value: string | null | undefined): string | null {
  return (value && (PAYMENT_METHOD_LABELS as Record<string, string>)[value]) ?? null
}

/** "We accept private pay, card payment online and long term care insurance." or null when none are known. */
export function paymentMethodsSentence(values: ReadonlyArray<string> | null | undefined): string | null {
  const labels = (values ?? []).map(paymentMethodLabel).filter((label): label is string => Boolean(label))
  if (labels.length === 0) return null
  return `We accept ${joinWords(labels.map((label) => label.toLowerCase()))}.`
}

/** "Cobb County, GA"; "Cobb County" without a state; null without a name. */
export function countyLabel(county: { name: string | null; state: string | null }): string | null {
  const name = county.name?.trim()
  if (!name) return null
  const state = county.state?.trim()
  return state ? `${name} County, ${state}` : `${name} County`
}

/** "Serving Cherokee, Clayton and Cobb counties." ("county" for one); null without names. */
export function countiesSentence(counties: ReadonlyArray<{ name: string | null }> | null | undefined): string | null {
  const names = (counties ?? []).map((county) => county.name?.trim()).filter((name): name is string => Boolean(name))
  if (names.length === 0) return null
  return `Serving ${joinWords(names)} ${names.length === 1 ? 'county' : 'counties'}.`
}

/** Ease-out cubic: fast start, gentle landing. t in [0, 1]. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t))
  return 1 - Math.pow(1 - clamped, 3)
}

/** The number shown at progress t (0 to 1) of a count-up to `value`, in the value's own precision. */
export function countUpFrame(value: number, t: number): number {
  if (t >= 1) return value
  const decimals = Number.isInteger(value) ? 0 : Math.min(2, (String(value).split('.')[1] ?? '').length)
  const factor = 10 ** decimals
  return Math.round(value * easeOutCubic(t) * factor) / factor
}

/** 1234 → "1,234", the same on server and client. */
export function formatFactNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 })
}

/** A date field ("2026-11-24") in words, "November 24, 2026"; null when it is not a calendar date. */
export function longDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '')
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  // Date.UTC rolls 2026-02-30 over into March, and month 13 into January: such a value is not a date.
  if (date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) return null
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** A plain-text field as paragraphs: split at blank lines, empty ones left out. */
export function textParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
