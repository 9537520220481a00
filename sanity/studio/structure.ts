import { combineLatest, map } from 'rxjs'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { SINGLETON_TYPES, singletonId } from '../../schemas'
import { DEFAULT_API_VERSION } from '../../lib/env'
import { newApplicationCount } from '../../features/requests/studio/applications'
import { inboxItem, newRequestCount } from '../../features/requests/studio/inbox'
import { officeHoursOf } from '../../features/requests/studio/office-hours'
import { spamRequestCount, studioSpamActions, type SpamListOptions } from '../../features/requests/studio/spam'

/** The content singletons; Inbox settings lives in the Inbox. */
const CONTENT_SINGLETONS = SINGLETON_TYPES.filter((type) => type !== 'inboxSettings')

const SINGLETON_TITLES: Record<(typeof CONTENT_SINGLETONS)[number], string> = {
  settings: 'Contact details',
  // Beside the contact details, where the owner looks for phone numbers; private, unlike them.
  ownerAlerts: 'Alerts to your phone',
  homePage: 'Home page',
  aboutPage: 'About page',
  completionPage: 'Thank-you page',
}

export function contentList(
  S: StructureBuilder,
  newCount: number | null,
  newApplications: number | null = null,
  spam?: SpamListOptions,
) {
  return S.list()
    .title('Content')
    .items([
      inboxItem(S, newCount, newApplications, spam),
      S.divider(),
      ...CONTENT_SINGLETONS.map((type) =>
        S.listItem()
          .title(SINGLETON_TITLES[type])
          .id(type)
          .schemaType(type)
          .child(S.document().schemaType(type).documentId(singletonId(type)).title(SINGLETON_TITLES[type])),
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
}

/**
 * The owner's view: the Inbox of requests first, with the number of new ones
 * and of new applications, and of spam (kept live: the structure is redrawn
 * when any of them changes), then the one-of-a-kind documents (each opens
 * straight into its single document), then the lists.
 */
export const structure: StructureResolver = (S, context) => {
  // The Inbox's lines count office hours: read them as the desk opens (./office-hours.ts).
  void officeHoursOf(context.getClient({ apiVersion: DEFAULT_API_VERSION }))
  const actions = studioSpamActions(context)
  return combineLatest([newRequestCount(context), newApplicationCount(context), spamRequestCount(context)]).pipe(
    map(([newCount, newApplications, spamCount]) =>
      contentList(S, newCount, newApplications, { count: spamCount, actions }),
    ),
  )
}
