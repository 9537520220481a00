import { TranslateIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity'
import { LOCALIZED_TYPE_NAMES } from '../../lib/i18n/content'
import { LANGUAGES } from '../../lib/i18n/languages'

/**
 * The owner's words in every language of the site, in one field (issue 51):
 * English and Español side by side, published together, a field for each
 * language of lib/i18n/languages.ts (titled in itself). English is what every
 * page falls back to; the others are optional, field by field, and a page in
 * another language shows the English words, marked as English, where its own
 * are missing (lib/i18n/groq.ts). Sanity's own field-level pattern, an object
 * with a field per language: see docs/decisions.md, "Languages".
 */

/** One field per language, of the given type: `{ type: 'string' }`, `{ type: 'text', rows: 4 }`… */
const perLanguage = (field: Record<string, unknown> & { type: string }) =>
  LANGUAGES.map(({ code, ownName }) => defineField({ ...field, name: code, title: ownName } as FieldDefinition))

export const localeString = defineType({
  name: LOCALIZED_TYPE_NAMES.string,
  title: 'Text in every language',
  type: 'object',
  icon: TranslateIcon,
  options: { columns: 2 },
  fields: perLanguage({ type: 'string' }),
})

export const localeText = defineType({
  name: LOCALIZED_TYPE_NAMES.text,
  title: 'Text in every language',
  type: 'object',
  icon: TranslateIcon,
  options: { columns: 2 },
  fields: perLanguage({ type: 'text', rows: 4 }),
})

export const localeRichText = defineType({
  name: LOCALIZED_TYPE_NAMES.richText,
  title: 'Formatted text in every language',
  type: 'object',
  icon: TranslateIcon,
  fields: perLanguage({ type: 'richText' }),
})

export const localeStringList = defineType({
  name: LOCALIZED_TYPE_NAMES.list,
  title: 'Lines in every language',
  type: 'object',
  icon: TranslateIcon,
  options: { columns: 2 },
  fields: perLanguage({ type: 'array', of: [defineArrayMember({ type: 'string' })] }),
})

export const localizedTypes = [localeString, localeText, localeRichText, localeStringList]
