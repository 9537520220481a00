import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages'

/**
 * How the owner's words are kept in every language (issue 51): an object
 * with one field per language (`{ en, es }`, schemas/objects/localized.ts,
 * a field for each of ./languages.ts), read by the queries (./groq.ts) and
 * walked by the Studio's "Not yet in …" lists. Plain data rules: the
 * Studio, the site and the migration of older datasets import them alike.
 */
export const LANGUAGE_FIELDS: readonly Language[] = LANGUAGE_CODES

export type LocalizedKind = 'string' | 'text' | 'richText' | 'list'

/** The four localized types' names, by what they hold. */
export const LOCALIZED_TYPE_NAMES = {
  string: 'localeString',
  text: 'localeText',
  richText: 'localeRichText',
  list: 'localeStringList',
} as const satisfies Record<LocalizedKind, string>

const TYPE_NAMES = new Set<string>(Object.values(LOCALIZED_TYPE_NAMES))

export type LocalizedValue = { _type: string } & Partial<Record<Language, unknown>>

export function isLocalizedValue(value: unknown): value is LocalizedValue {
  return typeof value === 'object' && value !== null && TYPE_NAMES.has((value as { _type?: string })._type ?? '')
}

/** Whether a language's value says something: text that is not blank, a list or formatted text with an entry. */
export function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some((item) => (typeof item === 'string' ? item.trim() !== '' : item != null))
  return false
}

/**
 * The field of a person's own words (a client's story: schemas/documents/testimonial.ts) that holds their
 * translation into the site's other languages, beside the `language` they spoke: its entry in that language
 * stays empty on purpose, and is never "not yet translated".
 */
export const TRANSLATION_FIELD = 'translation'

/**
 * The places in a document whose default-language text is written and whose
 * translation into `language` is not, as paths ("heroHeading",
 * "howItWorksSteps[2].text"): the owner's list of what is left to translate.
 */
export function untranslatedPaths(document: unknown, language: Language, path = ''): string[] {
  if (isLocalizedValue(document)) {
    return hasWords(document[DEFAULT_LANGUAGE]) && !hasWords(document[language]) ? [path] : []
  }
  if (Array.isArray(document)) {
    return document.flatMap((item, index) => untranslatedPaths(item, language, `${path}[${index}]`))
  }
  if (typeof document !== 'object' || document === null) return []
  const spoken = (document as { language?: unknown }).language
  return Object.entries(document).flatMap(([key, value]) =>
    key.startsWith('_') || (key === TRANSLATION_FIELD && spoken === language)
      ? []
      : untranslatedPaths(value, language, path ? `${path}.${key}` : key),
  )
}
