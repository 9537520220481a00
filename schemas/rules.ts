import type { Rule, StringRule } from 'sanity'
import { toE164 } from '../lib/contact-links'
import { hasWords } from '../lib/i18n/content'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/i18n/languages'

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

type Value = Partial<Record<Language, unknown>> | undefined

/**
 * A text in both languages (schemas/objects/localized.ts): the English one
 * required unless `optional`, each at most `max` characters. The Spanish one
 * is never required: a page in Spanish shows the English where it is missing.
 */
export function localizedText(max: number, { optional = false }: { optional?: boolean } = {}) {
  return (rule: Rule) =>
    rule.custom((raw: unknown) => {
      const value = raw as Value
      if (!optional && !hasWords(value?.[DEFAULT_LANGUAGE]))
        return `The English text is required (at most ${max} characters).`
      for (const { code, englishName } of LANGUAGES) {
        const text = value?.[code]
        if (typeof text === 'string' && text.length > max) {
          return `The ${englishName} text is ${text.length} characters: at most ${max}.`
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
      const english = Array.isArray(value?.[DEFAULT_LANGUAGE]) ? value[DEFAULT_LANGUAGE].filter(hasWords) : []
      if (english.length < min) return `Write at least ${min} lines in English.`
      for (const { code, englishName } of LANGUAGES) {
        const lines = value?.[code]
        if (!Array.isArray(lines)) continue
        if (lines.length > most) return `At most ${most} lines in ${englishName}.`
        const long = lines.find((line) => typeof line === 'string' && line.length > itemMax)
        if (long) return `A ${englishName} line is ${long.length} characters: at most ${itemMax}.`
        if (new Set(lines).size !== lines.length) return `A ${englishName} line is there twice.`
      }
      return true
    })
}

/** Formatted text in both languages, the English required unless `optional`. */
export function localizedRichText(message: string, { optional = false }: { optional?: boolean } = {}) {
  return (rule: Rule) =>
    rule.custom((raw: unknown) => (optional || hasWords((raw as Value)?.[DEFAULT_LANGUAGE]) ? true : message))
}
