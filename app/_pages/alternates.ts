import type { Metadata } from 'next'
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'

/**
 * A page's canonical address and, in every language the owner has on, its
 * translations (`<link rel="alternate" hreflang>`): each page names itself,
 * the others and the default language as x-default, so that search engines
 * see them as one page in several languages. Relative: the layout's
 * metadataBase makes them absolute. A page kept out of search (`indexed:
 * false`, the thank-you page) names no canonical address, which would ask
 * for it to be indexed, but still names its translations.
 */
export function pageAlternates(
  language: Language,
  path: string,
  live: readonly Language[],
  { indexed = true }: { indexed?: boolean } = {},
): Metadata['alternates'] {
  const canonical = indexed ? { canonical: localePath(language, path) } : {}
  if (live.length < 2) return canonical
  const languages = Object.fromEntries(live.map((code) => [code, localePath(code, path)]))
  return { ...canonical, languages: { ...languages, 'x-default': localePath(DEFAULT_LANGUAGE, path) } }
}
