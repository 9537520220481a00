import { TranslateIcon } from '@sanity/icons'
import { createElement } from 'react'
import type { Observable } from 'rxjs'
import { map } from 'rxjs'
import type { ListItemBuilder, StructureBuilder, StructureResolver, StructureResolverContext } from 'sanity/structure'
import { DEFAULT_API_VERSION } from '../../lib/env/content'
import { SINGLETON_TYPES, schemaTypes } from '../../schemas'
import { UntranslatedPane } from './UntranslatedPane'

/**
 * The desk's frame: what a feature puts on it (the Inbox first, a private
 * singleton beside the contact details) comes from sanity.config.ts, so
 * that this frame, like the rest of sanity/, imports no feature.
 */

/** A document that exists once, opened straight from the desk. */
export interface DeskSingleton {
  type: string
  id: string
  title: string
}

export interface DeskParts {
  /** The desk's first entry, kept live (the requests' Inbox with its counts). */
  inbox: (S: StructureBuilder, context: StructureResolverContext) => Observable<ListItemBuilder>
  /** Singletons of the features, listed right after the contact details. */
  besideContactDetails: readonly DeskSingleton[]
}

const SITE_SINGLETONS: Record<(typeof SINGLETON_TYPES)[number], string> = {
  settings: 'Contact details',
  homePage: 'Home page',
  aboutPage: 'About page',
  careCosts: 'Rates and costs',
  outsideRatings: 'Ratings and awards',
  completionPage: 'Thank-you page',
}

const singletonItem = (S: StructureBuilder, { type, id, title }: DeskSingleton) =>
  S.listItem().title(title).id(type).schemaType(type).child(S.document().schemaType(type).documentId(id).title(title))

/** The site's own documents, which hold its words in both languages: what "Not yet in Spanish" looks through. */
export const TRANSLATED_TYPES = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

/** "Not yet in Spanish": the texts the Spanish pages show in English for now (./UntranslatedPane.tsx). */
function untranslatedItem(S: StructureBuilder) {
  const pane = () =>
    createElement(UntranslatedPane, {
      client: S.context.getClient({ apiVersion: DEFAULT_API_VERSION }),
      schema: S.context.schema,
      types: TRANSLATED_TYPES,
    })
  return S.listItem()
    .id('not-yet-in-spanish')
    .title('Not yet in Spanish')
    .icon(TranslateIcon)
    .child(S.component(pane).id('not-yet-in-spanish').title('Not yet in Spanish'))
}

export function contentList(S: StructureBuilder, inbox: ListItemBuilder, beside: readonly DeskSingleton[] = []) {
  const [contactDetails, ...pages] = SINGLETON_TYPES.map((type) => ({ type, id: type, title: SITE_SINGLETONS[type] }))
  return S.list()
    .title('Content')
    .items([
      inbox,
      S.divider(),
      ...[contactDetails!, ...beside, ...pages].map((singleton) => singletonItem(S, singleton)),
      untranslatedItem(S),
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
export function deskStructure({ inbox, besideContactDetails }: DeskParts): StructureResolver {
  return (S, context) => inbox(S, context).pipe(map((item) => contentList(S, item, besideContactDetails)))
}
