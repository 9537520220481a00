/**
 * The site's languages: one list, from which everything that differs by
 * language is derived (docs/decisions.md, "Languages"): the routes and their
 * static pages, hreflang and the sitemap, the GROQ that picks a text's
 * language (./groq.ts, written from this list by `npm run typegen`), the
 * header's links, the owner's switch, and the Studio's fields. The list itself
 * is ./language-list.ts; this module derives the rest from it.
 */
import { LANGUAGES, type LanguageEntry } from './language-list'

export { LANGUAGES, type LanguageEntry } from './language-list'

export type Language = (typeof LANGUAGES)[number]['code']

export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map(({ code }) => code)

export const DEFAULT_LANGUAGE = LANGUAGES[0].code

/** Every language but the default: those under a prefix, which the owner turns on and translates into. */
export const TRANSLATED_LANGUAGES: readonly Language[] = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)

export function languageEntry(language: Language): LanguageEntry {
  return LANGUAGES.find(({ code }) => code === language) ?? LANGUAGES[0]
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value)

/** `<html lang>`, and the locale of dates and numbers: "es-US". */
export const localeOf = (language: Language): string => languageEntry(language).locale

/** Open Graph's form of the same: "es_US". */
export const ogLocaleOf = (language: Language): string => localeOf(language).replace('-', '_')

/** The language whose pages live under this first segment of a path ("es" → es); never the default. */
export function languageOfSegment(segment: string): Language | undefined {
  return LANGUAGES.find(({ prefix }) => prefix !== '' && prefix === `/${segment}`)?.code
}

/** The languages the owner has on (Contact details → Pages in other languages); all while the field is unset. */
export function liveLanguages(published: readonly string[] | null | undefined): Language[] {
  const on = published ?? TRANSLATED_LANGUAGES
  return [DEFAULT_LANGUAGE, ...TRANSLATED_LANGUAGES.filter((code) => on.includes(code))]
}
