/**
 * A list in a sentence, as the site writes one: "A", "A and B", "A, B and C"
 * (no comma before the last), or with "or" for a choice. A module of its own,
 * so that a form's chunk that needs it brings nothing else with it.
 */
export function listWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`
}
