/**
 * The desk as the owner opens it: the Inbox first, its title following the
 * number of new requests. `sanity` (ES modules only) is replaced by its
 * identity helpers, which is all the schemas use at run time.
 */
import { Subject, firstValueFrom, isObservable, take, toArray, type Observable } from 'rxjs'
import type { StructureResolverContext } from 'sanity/structure'
import { FEATURE_PARTS } from '@/studio/schema'
import { deskStructure } from '@/studio/structure'

// The desk as sanity.config.ts makes it: the site's frame with the requests' Inbox.
const structure = deskStructure(FEATURE_PARTS)
import { arg, itemTitles, recordingBuilder as S, type Recorded } from '../../../testing/unit/structure-recorder'
import { newApplicationCountQuery, spamCountQuery, inboxOfficeHoursQuery } from './inbox-queries'

jest.mock('sanity', () => ({
  defineType: (t: unknown) => t,
  defineField: (f: unknown) => f,
  defineArrayMember: (m: unknown) => m,
}))

it('opens with the Inbox, then the content, and redraws when the number of new requests, applications or spam changes', async () => {
  const counts = { requests: new Subject<number>(), applications: new Subject<number>(), spam: new Subject<number>() }
  const listenQuery = (query: string) =>
    query === spamCountQuery ? counts.spam : query === newApplicationCountQuery ? counts.applications : counts.requests
  const fetch = jest.fn(async () => null)
  const context = {
    documentStore: { listenQuery },
    getClient: () => ({ fetch }),
  } as unknown as StructureResolverContext
  const root = structure(S, context)
  expect(isObservable(root)).toBe(true)
  // The office hours the Inbox's lines count, read as the desk opens.
  expect(fetch).toHaveBeenCalledWith(inboxOfficeHoursQuery, {}, { perspective: 'published' })
  const lists = firstValueFrom((root as Observable<Recorded>).pipe(take(4), toArray()))
  counts.requests.next(4)
  counts.applications.next(2)
  counts.spam.next(9)
  const [loading, counted, both, withSpam] = await lists
  expect(itemTitles(loading)).toEqual([
    'Inbox',
    'divider',
    'Contact details',
    'Alerts to your phone',
    'Consultation hours',
    'Home page',
    'About page',
    'Thank-you page',
    'Rates and costs',
    'Ratings and awards',
    'Not yet in Spanish',
    'divider',
    'Services',
    'Client stories',
    'Facts',
    'Counties served',
    'divider',
    'Frequently asked questions',
    'Team',
  ])
  // The alert numbers open their private document: the public API never serves an id with a dot.
  const alerts = (arg(loading, 'items') as Recorded[]).find((item) => arg(item, 'title') === 'Alerts to your phone')
  expect(arg(arg(alerts, 'child'), 'documentId')).toBe('private.ownerAlerts')
  expect(arg(arg(alerts, 'child'), 'schemaType')).toBe('ownerAlerts')
  expect(itemTitles(counted)[0]).toBe('Inbox (4 new)')
  expect(itemTitles(both)[0]).toBe('Inbox (6 new)')
  const inbox = arg((arg(withSpam, 'items') as Recorded[])[0], 'child')
  expect(itemTitles(inbox)).toContain('Applications (2 new)')
  // Spam is counted in its own list, never in the Inbox's title.
  expect(itemTitles(inbox)).toContain('Spam (9)')
  expect(itemTitles(withSpam)[0]).toBe('Inbox (6 new)')
})
