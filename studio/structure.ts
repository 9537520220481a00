import { TranslateIcon } from '@sanity/icons'
import { createElement } from 'react'
import { map } from 'rxjs'
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure'
import { DEFAULT_API_VERSION } from '../lib/env/content'
import { languageEntry, TRANSLATED_LANGUAGES, type Language } from '../lib/i18n/languages'
import type { DeskSingleton, StudioPart } from '../sanity/studio-part'
import { SINGLETON_TYPES } from '../schemas'
import { schemaTypes } from './schema'
import { UntranslatedPane } from './UntranslatedPane'

/**
 * The desk: the Inbox first (a feature's, kept live), then the one-of-a-kind
 * documents (the contact details, what features put beside them, the pages'
 * documents, the features' own), then the lists. What each feature brings
 * comes from its Studio door (./schema.ts).
 */

const SITE_SINGLETONS: Record<(typeof SINGLETON_TYPES)[number], string> = {
  settings: 'Contact details',
  homePage: 'Home page',
  aboutPage: 'About page',
  completionPage: 'Thank-you page',
}

const singletonItem = (S: StructureBuilder, { type, id, title }: DeskSingleton) =>
  S.listItem().title(title).id(type).schemaType(type).child(S.document().schemaType(type).documentId(id).title(title))

/** Every document type, the features' too: the documents that hold the owner's words, which the lists look through. */
export const TRANSLATED_TYPES = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

/** "Not yet in Spanish", one per language besides English: the texts its pages show in English for now. */
function untranslatedItem(S: StructureBuilder, language: Language) {
  const id = `not-yet-in-${languageEntry(language).englishName.toLowerCase()}`
  const title = `Not yet in ${languageEntry(language).englishName}`
  const pane = () =>
    createElement(UntranslatedPane, {
      client: S.context.getClient({ apiVersion: DEFAULT_API_VERSION }),
      schema: S.context.schema,
      types: TRANSLATED_TYPES,
      language,
    })
  return S.listItem().id(id).title(title).icon(TranslateIcon).child(S.component(pane).id(id).title(title))
}

export function contentList(S: StructureBuilder, inbox: ListItemBuilder, parts: readonly StudioPart[] = []) {
  const [contactDetails, ...pages] = SINGLETON_TYPES.map((type) => ({ type, id: type, title: SITE_SINGLETONS[type] }))
  const featureSingletons = parts.flatMap((part) => part.singletons ?? [])
  const placed = (desk: 'besideContactDetails' | 'withPages'): DeskSingleton[] =>
    featureSingletons.filter((singleton) => singleton.desk === desk)
  return S.list()
    .title('Content')
    .items([
      inbox,
      S.divider(),
      ...[contactDetails!, ...placed('besideContactDetails'), ...pages, ...placed('withPages')].map((singleton) =>
        singletonItem(S, singleton),
      ),
      ...TRANSLATED_LANGUAGES.map((language) => untranslatedItem(S, language)),
      S.divider(),
      S.documentTypeListItem('service').title('Services'),
      S.documentTypeListItem('testimonial').title('Client stories'),
      S.documentTypeListItem('fact').title('Facts'),
      S.documentTypeListItem('county').title('Counties served'),
      S.divider(),
      // Listed as the About page shows them: by group, then by position.
      S.listItem()
        .title('Frequently asked questions')
        .id('faq')
        .schemaType('faq')
        .child(
          S.documentTypeList('faq')
            .title('Frequently asked questions')
            .defaultOrdering([
              { field: 'group', direction: 'asc' },
              { field: 'order', direction: 'asc' },
            ]),
        ),
      S.listItem()
        .title('Team')
        .id('teamMember')
        .schemaType('teamMember')
        .child(
          S.documentTypeList('teamMember')
            .title('Team')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
    ])
}

/**
 * The owner's view: the Inbox of requests first (redrawn as its counts
 * change), then the one-of-a-kind documents (each opens straight into its
 * single document), then the lists.
 */
export function deskStructure(parts: readonly StudioPart[]): StructureResolver {
  const inbox = parts.find((part) => part.inbox)?.inbox
  if (!inbox) throw new Error('The desk needs a feature with an Inbox (features/requests/studio.ts).')
  return (S, context) => inbox(S, context).pipe(map((item) => contentList(S, item, parts)))
}
