import { language as languageParam } from 'next/root-params'
import {
  DEFAULT_LANGUAGE,
  TRANSLATED_LANGUAGES,
  languageOfSegment,
  languageEntry,
  type Language,
} from '@/lib/i18n/languages'

/**
 * The languages under a prefix (every one of lib/i18n/languages.ts but the
 * default), as this route's static pages: `/es`, `/es/about`… Any other
 * first segment is no page of these (`dynamicParams = false` on the layout).
 */
export function translatedParams() {
  return TRANSLATED_LANGUAGES.map((code) => ({ language: languageEntry(code).prefix.slice(1) }))
}

/**
 * The page's language, from the path's first segment. A path whose first
 * segment names no language ("/about/x", "/x/y") still reaches this tree
 * through `[...missing]`: it is the default language's 404.
 */
export async function pageLanguage(): Promise<Language> {
  return languageOfSegment((await languageParam()) ?? '') ?? DEFAULT_LANGUAGE
}
