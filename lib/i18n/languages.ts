/**
 * The site's languages: one list, from which everything that differs by
 * language is derived (docs/decisions.md, "Languages"): the routes and their
 * static pages, hreflang and the sitemap, the GROQ that picks a text's
 * language (./groq.ts, written from this list by `npm run typegen`), the
 * header's links, the owner's switch, and the Studio's fields. The first is
 * the default, at the root (`/`, `/about`); every other one has the same
 * pages under its prefix (`/es`, `/es/about`). Adding one is its words
 * (./en/ copied to a folder of its own, then written) and an entry here.
 */
export const LANGUAGES = [
  { code: 'en', prefix: '', locale: 'en-US', ownName: 'English', englishName: 'English' },
  { code: 'es', prefix: '/es', locale: 'es-US', ownName: 'Español', englishName: 'Spanish' },
] as const satisfies readonly LanguageEntry[]

export interface LanguageEntry {
  /** ISO 639-1: the key of the owner's texts (`{ en, es }`) and of the site's words. */
  code: string
  /** Where its pages live: '' for the default language, else `/<segment>`. */
  prefix: string
  /** The pages' `<html lang>`, and the locale of their dates, times, money and lists. */
  locale: string
  /** What the link to it says, in itself ("Español"). */
  ownName: string
  /** What the owner's side calls it ("prefers Spanish", "Not yet in Spanish"). */
  englishName: string
}

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
