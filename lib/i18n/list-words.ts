import { DEFAULT_LANGUAGE, localeOf, type Language } from './languages'

const pairs = new Map<string, Intl.ListFormat>()

/**
 * A list in a sentence, as the site writes one: "A", "A and B", "A, B and C"
 * (no comma before the last), or with "or" for a choice. The word before the
 * last item is the language's own, as its locale joins two words (Intl):
 * in Spanish "y" and "o", "e" before the sound "i" ("español e inglés") and
 * "u" before "o" ("siete u ocho"). A module of its own, so that a form's
 * chunk that needs it brings nothing else with it.
 */
export function listWords(
  items: readonly string[],
  conjunction: 'and' | 'or' = 'and',
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (items.length <= 1) return items[0] ?? ''
  const key = `${language}:${conjunction}`
  let pair = pairs.get(key)
  if (!pair) {
    pair = new Intl.ListFormat(localeOf(language), { type: conjunction === 'and' ? 'conjunction' : 'disjunction' })
    pairs.set(key, pair)
  }
  const last = pair.format(items.slice(-2))
  return items.length === 2 ? last : `${items.slice(0, -2).join(', ')}, ${last}`
}
