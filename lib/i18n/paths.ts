import { DEFAULT_LANGUAGE, type Language } from './languages'

/**
 * A path of the site in a language: the English path as written, the Spanish
 * one under `/es` ("/" → "/es", "/about#faq" → "/es/about#faq",
 * "/#contact" → "/es#contact"). Links are written once, in English paths,
 * and pass through here.
 */
export function localePath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/')) return path
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/)
  return `/${language}${pathname === '/' ? '' : pathname}${rest.join('')}`
}

/** The language of a path of the site, and its English path: "/es/about" → es, "/about". */
export function splitPath(pathname: string): { language: Language; path: string } {
  const match = /^\/es(?=\/|$)(.*)$/.exec(pathname)
  return match ? { language: 'es', path: match[1] || '/' } : { language: 'en', path: pathname }
}
