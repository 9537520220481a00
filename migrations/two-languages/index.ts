import { createOrReplace, defineMigration } from 'sanity/migrate'
import { localizedPaths, localizeDocument, type ExtractedSchema } from '../../sanity/localize-document'
import extracted from '../../sanity/schema.json'

/**
 * Issue 51, once per dataset written before the site had Spanish pages:
 * every text the owner edits becomes `{ en, es }` with the English it held,
 * so the Studio shows English and Español side by side and the Spanish
 * pages fall back to the English until it is translated. Safe to run twice:
 * a field already in both languages is left alone.
 *
 *   npx sanity migration run two-languages            (a dry run: what would change)
 *   npx sanity migration run two-languages --no-dry-run
 */
const paths = localizedPaths(extracted as ExtractedSchema)

export default defineMigration({
  title: 'Texts in English and Spanish',
  documentTypes: [...paths.entries()].filter(([, list]) => list.length > 0).map(([type]) => type),
  migrate: {
    document(document) {
      const localized = localizeDocument(document, paths)
      return JSON.stringify(localized) === JSON.stringify(document) ? undefined : createOrReplace(localized)
    },
  },
})
