import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageEntry } from './languages'

/**
 * The GROQ that picks an owner's text in the page's language (`$language`),
 * else in the default language, built from a list of languages. `npm run
 * typegen` writes ./groq.ts from it for ./languages.ts: typegen reads a
 * query's text without running code, so the choice between the languages is
 * spelled out there, and a test checks that the file matches the list.
 */
export interface LanguageGroq {
  /** The field's text in the page's language, else in the default language. */
  inLanguage: (field: string) => string
  /** The same, as a projection's entry: `"title": …`. */
  localized: (field: string) => string
  /** The field's name when the page's language is not the default and only the default's text is there. */
  fellBack: (field: string) => string
  /** The field's text in the page's language only, else null: a translation, which never falls back. */
  inLanguageOnly: (field: string) => string
}

export function languageGroq(languages: readonly Pick<LanguageEntry, 'code'>[] = LANGUAGES): LanguageGroq {
  const fallback = languages[0]?.code ?? DEFAULT_LANGUAGE
  const others = languages.slice(1).map(({ code }) => code)
  const inLanguage = (field: string) =>
    others.length === 0
      ? `${field}.${fallback}`
      : `coalesce(select(${others.map((code) => `$language == "${code}" => ${field}.${code}`).join(', ')}), ${field}.${fallback})`
  return {
    inLanguage,
    inLanguageOnly: (field) =>
      `select(${languages.map(({ code }) => `$language == "${code}" => ${field}.${code}`).join(', ')})`,
    localized: (field) => `"${field}": ${inLanguage(field)}`,
    fellBack: (field) =>
      others.length === 0
        ? 'null'
        : `select(${others
            .map(
              (code) =>
                `$language == "${code}" && !defined(${field}.${code}) && defined(${field}.${fallback}) => "${field}"`,
            )
            .join(', ')})`,
  }
}

/** The text of ./groq.ts: each helper written out with its field left as a parameter. */
export function languageGroqModule(languages: readonly Pick<LanguageEntry, 'code'>[] = LANGUAGES): string {
  const groq = languageGroq(languages)
  const helper = (name: keyof LanguageGroq, doc: string) =>
    `/** ${doc} */\nexport const ${name} = <F extends string>(field: F) =>\n  /* groq */ \`${groq[name]('${field}')}\` as const\n`
  return [
    '// Written by `npm run typegen` from ./languages.ts (./groq-builders.ts): do not edit.',
    '// Typegen reads a query without running code, so the choice between the languages is spelled out here.',
    '',
    helper('inLanguage', "The owner's text in the page's language (`$language`), else in the default language."),
    helper('localized', 'The same, as an entry of a projection: `"title": …`.'),
    helper(
      'inLanguageOnly',
      "The field's text in the page's language only, else null: a translation never falls back.",
    ),
    helper(
      'fellBack',
      "The field's name when the page's language is not the default and only the default language's text is there.",
    ),
  ].join('\n')
}
