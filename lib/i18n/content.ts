import type { Language } from './languages'

/**
 * How the owner's words are kept in both languages (issue 51): an object
 * with one field per language (`{ en, es }`, schemas/objects/localized.ts),
 * read by the queries (sanity/lib/queries.ts) and walked by the Studio's
 * "Not yet in Spanish" list. Plain data rules: the Studio, the site and the
 * migration of older datasets import them alike.
 */
export const LANGUAGE_FIELDS = ['en', 'es'] as const satisfies readonly Language[]

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
 * The places in a document whose English is written and whose Spanish is
 * not, as paths ("heroHeading", "howItWorksSteps[2].text"): the owner's
 * list of what is left to translate.
 */
export function untranslatedPaths(document: unknown, path = ''): string[] {
  if (isLocalizedValue(document)) return hasWords(document.en) && !hasWords(document.es) ? [path] : []
  if (Array.isArray(document)) return document.flatMap((item, index) => untranslatedPaths(item, `${path}[${index}]`))
  if (typeof document !== 'object' || document === null) return []
  return Object.entries(document).flatMap(([key, value]) =>
    key.startsWith('_') ? [] : untranslatedPaths(value, path ? `${path}.${key}` : key),
  )
}
