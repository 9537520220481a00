import { BellIcon, CalendarIcon, CheckmarkCircleIcon, CheckmarkIcon, CloseCircleIcon, UsersIcon } from '@sanity/icons'
import type { Observable } from 'rxjs'
import type { ListItemBuilder, StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { DEFAULT_API_VERSION } from '../../../lib/env/content'
import { REQUEST_TYPE } from '../model/stored'
import { APPLICATION_STATUSES, SPAM_STATUS, type ApplicationStatus } from '../model/statuses'
import { liveCount } from './live-count'
import { newApplicationCountQuery, APPLICATION_FILTERS } from './inbox-queries'

/**
 * The Inbox's Applications: caregivers' applications, apart from families'
 * requests, in New, Contacted, Interview, Hired and Not hired lists (newest
 * first), the number of new ones in the titles. An application marked Spam
 * is in the Inbox's one Spam list (./spam.ts), with families' spam, not here.
 */

type ApplicationList = Exclude<ApplicationStatus, typeof SPAM_STATUS>
type ApplicationListStatus = Extract<(typeof APPLICATION_STATUSES)[number], { value: ApplicationList }>
const APPLICATION_LISTS = APPLICATION_STATUSES.filter(
  (status): status is ApplicationListStatus => status.value !== SPAM_STATUS,
)

const ICONS: Record<ApplicationList, typeof UsersIcon> = {
  new: BellIcon,
  contacted: CheckmarkIcon,
  interview: CalendarIcon,
  hired: CheckmarkCircleIcon,
  notHired: CloseCircleIcon,
}

/** "Applications (2 new)"; just "Applications" when there are none, or while the count is loading. */
export function applicationsTitle(newCount: number | null): string {
  return newCount ? `Applications (${newCount} new)` : 'Applications'
}

/** The number of new applications, live; null while loading or when it cannot be read. */
export function newApplicationCount(
  context: Pick<StructureResolverContext, 'documentStore'>,
): Observable<number | null> {
  return liveCount(context, newApplicationCountQuery)
}

export function applicationsItem(S: StructureBuilder, newCount: number | null): ListItemBuilder {
  return S.listItem()
    .id('applications')
    .title(applicationsTitle(newCount))
    .icon(UsersIcon)
    .child(
      S.list()
        .id('applications')
        .title(applicationsTitle(newCount))
        .items(
          APPLICATION_LISTS.map(({ value, title }) =>
            S.listItem()
              .id(value)
              .title(value === 'new' && newCount ? `${title} (${newCount})` : title)
              .icon(ICONS[value])
              .schemaType(REQUEST_TYPE)
              .child(
                S.documentList()
                  .id(`applications-${value}`)
                  .title(`${title} · applications`)
                  .schemaType(REQUEST_TYPE)
                  .apiVersion(DEFAULT_API_VERSION)
                  .filter(APPLICATION_FILTERS[value])
                  .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
              ),
          ),
        ),
    )
}
