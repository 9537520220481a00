/**
 * Pure helpers of the page sections: words and numbers built from the
 * owner's content, kept free of React so that Jest can test them in Node.
 */

import { fill } from '@/lib/i18n/fill'
import { localeOf, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { listWords } from '@/lib/i18n/list-words'

/** "a", "a and b", "a, b and c" ("a, b y c"). Empty and missing items are left out. */
export function joinWords(items: ReadonlyArray<string | null | undefined>, language: Language = 'en'): string {
  const words = items.map((item) => item?.trim()).filter((item): item is string => Boolean(item))
  return listWords(words, 'and', language)
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
export function paymentMethodLabel(value: string | null | undefined, language: Language = 'en'): string | null {
  const labels: Record<string, string> = wordsFor(language).sections.paymentMethods
  return (value && labels[value]) ?? null
}

/** "We accept private pay, card payment online and long term care insurance." or null when none are known. */
export function paymentMethodsSentence(
  values: ReadonlyArray<string> | null | undefined,
  language: Language = 'en',
): string | null {
  const labels = (values ?? [])
    .map((value) => paymentMethodLabel(value, language))
    .filter((label): label is string => Boolean(label))
  if (labels.length === 0) return null
  return fill(wordsFor(language).sections.weAccept, { methods: joinWords(labels, language) })
}

/** "Cobb County, GA" ("Condado de Cobb, GA"); "Cobb County" without a state; null without a name. */
export function countyLabel(
  county: { name: string | null; state: string | null },
  language: Language = 'en',
): string | null {
  const name = county.name?.trim()
  if (!name) return null
  const state = county.state?.trim()
  const words = wordsFor(language).sections
  return state ? fill(words.countyInState, { name, state }) : fill(words.county, { name })
}

/** "Serving Cherokee, Clayton and Cobb counties." ("county" for one); null without names. */
export function countiesSentence(
  counties: ReadonlyArray<{ name: string | null }> | null | undefined,
  language: Language = 'en',
): string | null {
  const names = (counties ?? []).map((county) => county.name?.trim()).filter((name): name is string => Boolean(name))
  if (names.length === 0) return null
  const words = wordsFor(language).sections
  return fill(names.length === 1 ? words.countyOne : words.countyMany, { names: joinWords(names, language) })
}

/** A date field ("2026-11-24") in words, "November 24, 2026" ("24 de noviembre de 2026"); null when it is not a calendar date. */
export function longDate(value: string | null | undefined, language: Language = 'en'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '')
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  // Date.UTC rolls 2026-02-30 over into March, and month 13 into January: such a value is not a date.
  if (date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) return null
  return date.toLocaleDateString(localeOf(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** A plain-text field as paragraphs: split at blank lines, empty ones left out. */
export function textParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
