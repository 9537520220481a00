import { combineLatest, map, type Observable } from 'rxjs'
import type { ListItemBuilder, StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { DEFAULT_API_VERSION } from '../../../lib/env/content'
import { newApplicationCount } from './applications'
import { inboxItem, newRequestCount } from './inbox'
import { officeHoursOf } from './office-hours'
import { spamRequestCount, studioSpamActions } from './spam'

/**
 * The Inbox as the desk's first entry, kept live: its title and lists follow
 * the number of new requests, of new applications and of spam (the desk is
 * redrawn when any of them changes). The office hours its lines count are
 * read as the desk opens (./office-hours.ts).
 */
export function inboxDesk(
  S: StructureBuilder,
  context: Pick<StructureResolverContext, 'documentStore' | 'getClient'>,
): Observable<ListItemBuilder> {
  void officeHoursOf(context.getClient({ apiVersion: DEFAULT_API_VERSION }))
  const actions = studioSpamActions(context)
  return combineLatest([newRequestCount(context), newApplicationCount(context), spamRequestCount(context)]).pipe(
    map(([newCount, newApplications, spamCount]) =>
      inboxItem(S, newCount, newApplications, { count: spamCount, actions }),
    ),
  )
}
