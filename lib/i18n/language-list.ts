/**
 * The site's languages, the one list everything that differs by language is
 * derived from (./languages.ts). The first is the default, at the root (`/`,
 * `/about`); every other one has the same pages under its prefix (`/es`,
 * `/es/about`). Adding one is an entry here and its words
 * (docs/decisions.md, "Languages": what adding Vietnamese takes).
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
