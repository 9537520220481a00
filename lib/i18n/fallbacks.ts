import type { Language } from './languages'

/**
 * Where a page in Spanish shows the owner's English because the Spanish is
 * not written yet (sanity/page-queries.ts lists such fields as `fallbacks`):
 * that text is marked `lang="en"`, so that a screen reader reads it as
 * English. `undefined` everywhere else, which React leaves out.
 */
export function textLanguage<F extends string>(
  item: { fallbacks?: readonly (F | null)[] | null } | null | undefined,
  field: F,
): Language | undefined {
  return item?.fallbacks?.includes(field) ? 'en' : undefined
}
