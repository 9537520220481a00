/**
 * Pure helpers of the page sections: words and numbers built from the
 * owner's content, kept free of React so that Jest can test them in Node.
 */

import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LANGUAGE, localeOf, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { listWords } from '@/lib/i18n/list-words'

/** "a", "a and b", "a, b and c" ("a, b y c"). Empty and missing items are left out. */
export function joinWords(items: ReadonlyArray<string | null | undefined>, language: Language = 'en'): string {
  const words = items.map((item) => item?.trim()).filter((item): item is string => Boolean(item))
  return listWords(words, 'and', language)
}

const SHIFT = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?\s*[-–—]\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i

/**
 * A shift as the owner writes it ("7am-7pm", "7:30 AM – 3 PM"), in the page's
 * words: "7 a.m. to 7 p.m.", "de 7 a. m. a 7 p. m.". Anything else as typed.
 */
export function shiftWords(shift: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = SHIFT.exec(shift.trim())
  if (!match) return shift.trim()
  const words = wordsFor(language).sections
  const time = (hour: string, minutes: string | undefined, half: string) =>
    fill(half.toLowerCase() === 'a' ? words.beforeNoon : words.afterNoon, {
      clock: minutes && minutes !== '00' ? `${Number(hour)}:${minutes}` : String(Number(hour)),
    })
  const [, fromHour = '', fromMinutes, fromHalf = '', toHour = '', toMinutes, toHalf = ''] = match
  return fill(words.shift, { from: time(fromHour, fromMinutes, fromHalf), to: time(toHour, toMinutes, toHalf) })
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
