import { ArchiveIcon, BellIcon, CheckmarkIcon, CogIcon, InboxIcon } from '@sanity/icons'
import type { Observable } from 'rxjs'
import type { ListBuilder, ListItemBuilder, StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { DEFAULT_API_VERSION } from '../../../lib/env/content'
import { REQUEST_TYPE } from '../model/stored'
import { FAMILY_STATUSES, SPAM_STATUS, type FamilyStatus } from '../model/statuses'
import { INBOX_SETTINGS_ID } from '../model/retention'
import { applicationsItem } from './applications'
import { liveCount } from './live-count'
import { spamListItem, type SpamListOptions } from './spam'
import { responseTimesItem, waitingItem } from './waiting'
import { newRequestCountQuery, STATUS_FILTERS } from './inbox-queries'

/**
 * The Studio's Inbox: who has waited over an hour (./waiting.ts), every
 * request families sent through the website, in New, Contacted and Closed
 * lists (newest first), caregivers' applications in a list of their own
 * (./applications.ts), what the server took for scripts' apart in Spam, of
 * either kind (./spam.ts), the number of new ones in the titles, the
 * response times, and the inbox's settings.
 */

/**
 * A family's statuses that have a list here. Spam has none of its own
 * among them: one Spam list holds both kinds (./spam.ts), so that a flood is
 * cleared in one place, whatever form it came through.
 */
type FamilyList = Exclude<FamilyStatus, typeof SPAM_STATUS>
type FamilyListStatus = Extract<(typeof FAMILY_STATUSES)[number], { value: FamilyList }>
const FAMILY_LISTS = FAMILY_STATUSES.filter((status): status is FamilyListStatus => status.value !== SPAM_STATUS)

const ICONS: Record<FamilyList, typeof InboxIcon> = { new: BellIcon, contacted: CheckmarkIcon, closed: ArchiveIcon }
const NO_SPAM_LIST: SpamListOptions = { count: null, actions: null }

/** "Inbox (3 new)"; just "Inbox" when there are none, or while the count is loading. */
export function inboxTitle(newCount: number | null): string {
  return newCount ? `Inbox (${newCount} new)` : 'Inbox'
}

/** "New (3)", "Contacted", "Closed". */
export function statusTitle(status: FamilyList, newCount: number | null): string {
  const title = FAMILY_STATUSES.find(({ value }) => value === status)!.title
  return status === 'new' && newCount ? `${title} (${newCount})` : title
}

/** The number of new requests, live; null while loading or when it cannot be read (the Inbox still opens). */
export function newRequestCount(context: Pick<StructureResolverContext, 'documentStore'>): Observable<number | null> {
  return liveCount(context, newRequestCountQuery)
}

/** New families' requests and new applications, together: what the Inbox's title counts (never spam). */
const bothNew = (newCount: number | null, newApplications: number | null) =>
  newCount === null && newApplications === null ? null : (newCount ?? 0) + (newApplications ?? 0)

export function inboxList(
  S: StructureBuilder,
  newCount: number | null,
  newApplications: number | null = null,
  spam = NO_SPAM_LIST,
): ListBuilder {
  return S.list()
    .id('inbox')
    .title(inboxTitle(bothNew(newCount, newApplications)))
    .items([
      waitingItem(S),
      ...FAMILY_LISTS.map(({ value, title }) =>
        S.listItem()
          .id(value)
          .title(statusTitle(value, newCount))
          .icon(ICONS[value])
          .schemaType(REQUEST_TYPE)
          .child(
            S.documentList()
              .id(`requests-${value}`)
              .title(`${title} requests`)
              .schemaType(REQUEST_TYPE)
              .apiVersion(DEFAULT_API_VERSION)
              .filter(STATUS_FILTERS[value])
              .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
          ),
      ),
      S.divider(),
      applicationsItem(S, newApplications),
      S.divider(),
      // Both kinds' spam, below both: a flood through any form is cleared here, and never counted as new.
      spamListItem(S, spam),
      responseTimesItem(S),
      S.listItem()
        .id(INBOX_SETTINGS_ID)
        .title('Inbox settings')
        .icon(CogIcon)
        .schemaType('inboxSettings')
        .child(S.document().schemaType('inboxSettings').documentId(INBOX_SETTINGS_ID).title('Inbox settings')),
    ])
}

/** The desk's first entry. */
export function inboxItem(
  S: StructureBuilder,
  newCount: number | null,
  newApplications: number | null = null,
  spam = NO_SPAM_LIST,
): ListItemBuilder {
  return S.listItem()
    .id('inbox')
    .title(inboxTitle(bothNew(newCount, newApplications)))
    .icon(InboxIcon)
    .child(inboxList(S, newCount, newApplications, spam))
}
