import * as en from './en'
import * as es from './es'
import type { Language } from './languages'

/**
 * The site's own words in a language (./en.ts, ./es.ts), for the server's
 * components and routes. A browser component gets the part it needs as a
 * prop, or imports that part of each language, never this module: it holds
 * every word of both.
 */
export type Words = typeof en

// Spanish has every key English has, and nothing else: a missing or extra word fails the build here.
const SPANISH: Words = es

const WORDS: Record<Language, Words> = { en, es: SPANISH }

export function wordsFor(language: Language): Words {
  return WORDS[language]
}
