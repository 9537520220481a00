// Written by `npm run typegen` from ./languages.ts (./groq-builders.ts): do not edit.
// Typegen reads a query without running code, so the choice between the languages is spelled out here.

/** The owner's text in the page's language (`$language`), else in the default language. */
export const inLanguage = <F extends string>(field: F) =>
  /* groq */ `coalesce(select($language == "es" => ${field}.es), ${field}.en)` as const

/** The same, as an entry of a projection: `"title": …`. */
export const localized = <F extends string>(field: F) =>
  /* groq */ `"${field}": coalesce(select($language == "es" => ${field}.es), ${field}.en)` as const

/** The field's text in the page's language only, else null: a translation never falls back. */
export const inLanguageOnly = <F extends string>(field: F) =>
  /* groq */ `select($language == "en" => ${field}.en, $language == "es" => ${field}.es)` as const

/** The field's name when the page's language is not the default and only the default language's text is there. */
export const fellBack = <F extends string>(field: F) =>
  /* groq */ `select($language == "es" && !defined(${field}.es) && defined(${field}.en) => "${field}")` as const
