import type { Rule, StringRule } from 'sanity'
import { toE164 } from '../lib/contact-links'
import { hasWords, LANGUAGE_FIELDS } from '../lib/i18n/content'

/**
 * Validation shared by several document types. Messages are written for the
 * agency owner, who sees them in the Studio next to the field.
 */

/** What the site shows as typed: the number alone, in the punctuation the owner likes. */
const PHONE_CHARACTERS = /^[\d\s().+-]+$/

/**
 * A US number by the one rule the forms and links use (toE164 in
 * lib/contact-links.ts); the site derives the E.164 form for its links. The
 * owner's numbers are also shown as typed, so they hold the number alone.
 */
export function usPhone(rule: StringRule) {
  return rule
    .required()
    .custom((value) =>
      !value || (PHONE_CHARACTERS.test(value) && toE164(value))
        ? true
        : 'Enter a US phone number with area code, for example (770) 555-0142.',
    )
}

export function emailAddress(rule: StringRule) {
  return rule.required().email().error('Enter an e-mail address, for example care@example.com.')
}

export function requiredText(max: number) {
  return (rule: StringRule) => rule.required().max(max).error(`Required, at most ${max} characters.`)
}

type Value = Partial<Record<'en' | 'es', unknown>> | undefined

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const

/**
 * A text in both languages (schemas/objects/localized.ts): the English one
 * required unless `optional`, each at most `max` characters. The Spanish one
 * is never required: a page in Spanish shows the English where it is missing.
 */
export function localizedText(max: number, { optional = false }: { optional?: boolean } = {}) {
  return (rule: Rule) =>
    rule.custom((raw: unknown) => {
      const value = raw as Value
      if (!optional && !hasWords(value?.en)) return `The English text is required (at most ${max} characters).`
      for (const language of LANGUAGE_FIELDS) {
        const text = value?.[language]
        if (typeof text === 'string' && text.length > max) {
          return `The ${LANGUAGE_NAMES[language]} text is ${text.length} characters: at most ${max}.`
        }
      }
      return true
    })
}

/** Lines in both languages: in English at least `min` (0 by default), in each language at most `most`, each at most `itemMax` characters. */
export function localizedList(itemMax: number, { min = 0, most = 40 }: { min?: number; most?: number } = {}) {
  return (rule: Rule) =>
    rule.custom((raw: unknown) => {
      const value = raw as Value
      const english = Array.isArray(value?.en) ? value.en.filter(hasWords) : []
      if (english.length < min) return `Write at least ${min} lines in English.`
      for (const language of LANGUAGE_FIELDS) {
        const lines = value?.[language]
        if (!Array.isArray(lines)) continue
        if (lines.length > most) return `At most ${most} lines in ${LANGUAGE_NAMES[language]}.`
        const long = lines.find((line) => typeof line === 'string' && line.length > itemMax)
        if (long) return `A ${LANGUAGE_NAMES[language]} line is ${long.length} characters: at most ${itemMax}.`
        if (new Set(lines).size !== lines.length) return `A ${LANGUAGE_NAMES[language]} line is there twice.`
      }
      return true
    })
}

/** Formatted text in both languages, the English required unless `optional`. */
export function localizedRichText(message: string, { optional = false }: { optional?: boolean } = {}) {
  return (rule: Rule) => rule.custom((raw: unknown) => (optional || hasWords((raw as Value)?.en) ? true : message))
}
