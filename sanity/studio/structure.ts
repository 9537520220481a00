import type { StructureResolver } from 'sanity/structure'
import { SINGLETON_TYPES } from '../../schemas'

const SINGLETON_TITLES: Record<(typeof SINGLETON_TYPES)[number], string> = {
  settings: 'Contact details',
  homePage: 'Home page',
  aboutPage: 'About page',
  completionPage: 'Thank-you page',
}

/**
 * The owner's view of the content: the one-of-a-kind documents pinned on top
 * (each opens straight into its single document), then the lists.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETON_TYPES.map((type) =>
        S.listItem()
          .title(SINGLETON_TITLES[type])
          .id(type)
          .schemaType(type)
          .child(S.document().schemaType(type).documentId(type).title(SINGLETON_TITLES[type])),
      ),
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
