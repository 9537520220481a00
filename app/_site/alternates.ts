import type { Metadata } from 'next'
import { localePath } from '@/lib/i18n/paths'
import type { Language } from '@/lib/i18n/languages'

/**
 * A page's canonical address and, while the owner has the Spanish pages on,
 * its translations (`<link rel="alternate" hreflang>`): each page names
 * itself, the other and English as the default, so that search engines see
 * the two as one page in two languages. Relative: the layout's metadataBase
 * makes them absolute. A page kept out of search (`indexed: false`, the
 * thank-you page) names no canonical address, which would ask for it to be
 * indexed, but still names its translation.
 */
export function pageAlternates(
  language: Language,
  path: string,
  spanishPages: boolean,
  { indexed = true }: { indexed?: boolean } = {},
): Metadata['alternates'] {
  const canonical = indexed ? { canonical: localePath(language, path) } : {}
  if (!spanishPages) return canonical
  return { ...canonical, languages: { en: path, es: localePath('es', path), 'x-default': path } }
}
