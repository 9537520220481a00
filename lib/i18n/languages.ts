/**
 * The site's two languages (issue 51). English is the default and lives at
 * the root (`/`, `/about`); Spanish has the same pages under `/es`. Every
 * other module names a language by these codes.
 */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** The page's `<html lang>`, and the locale of its dates, times and money: US English, US Spanish. */
export const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' }

/** Open Graph's form of the same. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_US', es: 'es_US' }

/** Each language's name in itself: what the link to it says. */
export const OWN_NAME: Record<Language, string> = { en: 'English', es: 'Español' }

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'es'

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en')
