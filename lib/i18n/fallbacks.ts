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

/**
 * `textLanguage` as attributes to spread on the element (`<p {...langOf(item, 'field')}>`): nothing at all
 * for text in the page's language. A `lang={undefined}` adds nothing to the HTML, but React's payload carries
 * it as `"lang":"$undefined"`, about 80 times on an About page.
 */
export function langOf<F extends string>(
  item: { fallbacks?: readonly (F | null)[] | null } | null | undefined,
  field: F,
): { lang?: Language } {
  return langAttribute(textLanguage(item, field))
}

/** A `lang` that may be undefined, as attributes to spread: nothing when it is (see langOf). */
export const langAttribute = <L extends string>(lang: L | undefined): { lang?: L } => (lang ? { lang } : {})
