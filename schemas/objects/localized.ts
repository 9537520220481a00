import { TranslateIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity'
import { LANGUAGE_FIELDS, LOCALIZED_TYPE_NAMES } from '../../lib/i18n/content'

/**
 * The owner's words in both languages, in one field (issue 51): English and
 * Español side by side, published together. English is what every page
 * falls back to; Spanish is optional, field by field, and a page in Spanish
 * shows the English words, marked as English, where it is missing
 * (sanity/lib/queries.ts). Sanity's own field-level pattern, an object with
 * a field per language: see docs/decisions.md, "Two languages".
 */

const LANGUAGE_TITLES = { en: 'English', es: 'Español' } as const

/** One field per language, of the given type: `{ type: 'string' }`, `{ type: 'text', rows: 4 }`… */
const perLanguage = (field: Record<string, unknown> & { type: string }) =>
  LANGUAGE_FIELDS.map((language) =>
    defineField({ ...field, name: language, title: LANGUAGE_TITLES[language] } as FieldDefinition),
  )

export const localeString = defineType({
  name: LOCALIZED_TYPE_NAMES.string,
  title: 'Text in both languages',
  type: 'object',
  icon: TranslateIcon,
  options: { columns: 2 },
  fields: perLanguage({ type: 'string' }),
})

export const localeText = defineType({
  name: LOCALIZED_TYPE_NAMES.text,
  title: 'Text in both languages',
  type: 'object',
  icon: TranslateIcon,
  options: { columns: 2 },
  fields: perLanguage({ type: 'text', rows: 4 }),
})

export const localeRichText = defineType({
  name: LOCALIZED_TYPE_NAMES.richText,
  title: 'Formatted text in both languages',
  type: 'object',
  icon: TranslateIcon,
  fields: perLanguage({ type: 'richText' }),
})

export const localeStringList = defineType({
  name: LOCALIZED_TYPE_NAMES.list,
  title: 'Lines in both languages',
  type: 'object',
  icon: TranslateIcon,
  options: { columns: 2 },
  fields: perLanguage({ type: 'array', of: [defineArrayMember({ type: 'string' })] }),
})

export const localizedTypes = [localeString, localeText, localeRichText, localeStringList]
