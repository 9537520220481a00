import { localeOf, type Language } from './languages'

/**
 * Languages people speak (issue 51): what the owner can say the caregivers
 * speak, what a client story was said in, and what a consultation request
 * can ask for. Kept as codes (BCP 47); each page names them in its own
 * language through Intl ("Korean", "coreano"), so no name is written twice.
 * The Atlanta region's most spoken languages after English, by the number
 * of people who speak English less than very well (ARC, from the ACS).
 */
export const SPOKEN_LANGUAGES = [
  'en',
  'es',
  'ko',
  'vi',
  'zh',
  'hi',
  'gu',
  'ur',
  'ar',
  'am',
  'fr',
  'ht',
  'pt',
  'ru',
  'tl',
  'so',
] as const
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number]

export const isSpokenLanguage = (value: unknown): value is SpokenLanguage =>
  typeof value === 'string' && (SPOKEN_LANGUAGES as readonly string[]).includes(value)

/** A language's name in a page's language: "Spanish", "español". */
export function languageName(code: SpokenLanguage, inLanguage: Language): string {
  return new Intl.DisplayNames([localeOf(inLanguage)], { type: 'language' }).of(code) ?? code
}

/** The Studio's choices, named in English for the owner. */
export const SPOKEN_LANGUAGE_OPTIONS = SPOKEN_LANGUAGES.map((code) => ({
  value: code,
  title: languageName(code, 'en'),
}))
