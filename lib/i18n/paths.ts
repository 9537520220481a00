import { DEFAULT_LANGUAGE, LANGUAGES, languageEntry, type Language } from './languages'

/**
 * A path of the site in a language: the default language's path as written,
 * another's under its prefix ("/" → "/es", "/about#faq" → "/es/about#faq",
 * "/#contact" → "/es#contact"). Links are written once, in the default
 * language's paths, and pass through here.
 */
export function localePath(language: Language, path: string): string {
  const { prefix } = languageEntry(language)
  if (!prefix || !path.startsWith('/')) return path
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/)
  return `${prefix}${pathname === '/' ? '' : pathname}${rest.join('')}`
}

/** The language of a path of the site, and its default-language path: "/es/about" → es, "/about". */
export function splitPath(pathname: string): { language: Language; path: string } {
  for (const { code, prefix } of LANGUAGES) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { language: code, path: pathname.slice(prefix.length) || '/' }
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname }
}
