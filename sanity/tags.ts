/**
 * Cache tags are document types. A query's tags are the types it reads:
 * every `_type == "…"` filter, and every `_id == "…"` lookup, because each
 * singleton's id is its type ("settings", "homePage"; see schemas/index.ts).
 * The publish webhook refreshes the tag of the type that changed, so a page
 * is rebuilt exactly when something it shows was published.
 */
const READS = /\b_(?:type|id)\s*==\s*"([A-Za-z][\w.-]*)"/g

export function tagsFor(query: string): string[] {
  return [...new Set(Array.from(query.matchAll(READS), (match) => match[1]!))].sort()
}
