import { at, defineMigration, set, unset } from 'sanity/migrate'
import { TRANSLATED_LANGUAGES } from '../../lib/i18n/languages'

/**
 * Issue 57, once per dataset written while the site had one switch for its
 * Spanish pages: "Spanish pages" (`spanishPages`, on unless turned off)
 * becomes "Pages in other languages" (`publishedLanguages`), the list every
 * language of lib/i18n/languages.ts is ticked in. Off becomes an empty list;
 * on, or never set, every language the site has. Safe to run twice.
 *
 *   npx sanity migration run published-languages             (a dry run)
 *   npx sanity migration run published-languages --no-dry-run
 */
export default defineMigration({
  title: 'Pages in other languages, one list',
  documentTypes: ['settings'],
  filter: 'defined(spanishPages)',
  migrate: {
    document(document) {
      const published = document.spanishPages === false ? [] : [...TRANSLATED_LANGUAGES]
      return [at('publishedLanguages', set(published)), at('spanishPages', unset())]
    },
  },
})
