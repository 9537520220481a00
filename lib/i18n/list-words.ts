import type { Language } from './languages'

const CONJUNCTIONS = { en: { and: 'and', or: 'or' }, es: { and: 'y', or: 'o' } } as const

/**
 * A list in a sentence, as the site writes one: "A", "A and B", "A, B and C"
 * (no comma before the last), or with "or" for a choice; in Spanish "A, B y
 * C", with "e" before a word that starts with the sound "i" ("español e
 * inglés") and "u" before one that starts with "o" ("siete u ocho"). A
 * module of its own, so that a form's chunk that needs it brings nothing
 * else with it.
 */
export function listWords(
  items: readonly string[],
  conjunction: 'and' | 'or' = 'and',
  language: Language = 'en',
): string {
  if (items.length <= 1) return items[0] ?? ''
  const last = items.at(-1)!
  let word: string = CONJUNCTIONS[language][conjunction]
  if (language === 'es' && word === 'y' && /^h?[ií](?![aeouáéóú])/i.test(last)) word = 'e'
  if (language === 'es' && word === 'o' && /^h?[oó]/i.test(last)) word = 'u'
  return `${items.slice(0, -1).join(', ')} ${word} ${last}`
}
