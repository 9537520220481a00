/**
 * The Studio's Inbox: the lists, their filters and order, and the live count
 * of new requests. The structure builder is stood in for by a recorder of the
 * calls made on it; the filters are run with groq-js over sample requests.
 */
import { evaluate, parse } from 'groq-js'
import { Subject, firstValueFrom, take, toArray } from 'rxjs'
import { inboxItem, inboxList, inboxTitle, newRequestCount, statusTitle } from '@/features/requests/studio/inbox'
import { arg, itemTitles, recordingBuilder, type Recorded } from '../../../testing/unit/structure-recorder'
import {
  newRequestCountQuery,
  newApplicationCountQuery,
  STATUS_FILTERS,
  APPLICATION_FILTERS,
  SPAM_FILTER,
} from './inbox-queries'

const S = recordingBuilder

const requests = [
  { _id: 'lead.1', _type: 'lead', kind: 'consultation', status: 'new', submittedAt: '2026-03-01T10:00:00Z' },
  { _id: 'lead.2', _type: 'lead', submittedAt: '2026-03-02T10:00:00Z' },
  { _id: 'lead.3', _type: 'lead', kind: 'message', status: 'contacted', submittedAt: '2026-03-03T10:00:00Z' },
  { _id: 'lead.4', _type: 'lead', kind: 'message', status: 'closed', submittedAt: '2026-03-04T10:00:00Z' },
  // Caregivers' applications have a list of their own (applications.test.ts): none of them is a family's.
  { _id: 'lead.5', _type: 'lead', kind: 'application', status: 'new', submittedAt: '2026-03-05T10:00:00Z' },
  { _id: 'lead.6', _type: 'lead', kind: 'application', status: 'contacted', submittedAt: '2026-03-06T10:00:00Z' },
  // Spam, of either kind: in the one Spam list, in no other, and never new.
  { _id: 'lead.7', _type: 'lead', kind: 'message', status: 'spam', submittedAt: '2026-03-07T10:00:00Z' },
  { _id: 'lead.8', _type: 'lead', kind: 'application', status: 'spam', submittedAt: '2026-03-08T10:00:00Z' },
  { _id: 'service-personal', _type: 'service', status: 'new' },
]
const run = async (query: string) => (await evaluate(parse(query), { dataset: requests })).get()

describe('the Inbox', () => {
  it('opens the desk, with the number of new requests and applications in its title', () => {
    const item = inboxItem(S, 3, 2)
    expect(arg(item, 'title')).toBe('Inbox (5 new)')
    expect(arg(arg(item, 'child'), 'title')).toBe('Inbox (5 new)')
    expect(arg(inboxItem(S, null, 1), 'title')).toBe('Inbox (1 new)')
    expect(arg(inboxItem(S, null, null), 'title')).toBe('Inbox')
    expect(inboxTitle(0)).toBe('Inbox')
    expect(inboxTitle(null)).toBe('Inbox')
  })

  it('lists New, Contacted and Closed requests, newest first, then the applications, Spam, and its settings', () => {
    const list = inboxList(S, 2, 1, { count: 7, actions: null })
    const items = arg(list, 'items') as Recorded[]
    expect(itemTitles(list)).toEqual([
      'Waiting over an hour',
      'New (2)',
      'Contacted',
      'Closed',
      'divider',
      'Applications (1 new)',
      'divider',
      'Spam (7)',
      'Response times',
      'Inbox settings',
    ])
    for (const [index, status] of (['new', 'contacted', 'closed'] as const).entries()) {
      const list = arg(items[index + 1], 'child')
      expect(arg(list, 'schemaType')).toBe('lead')
      expect(arg(list, 'filter')).toBe(STATUS_FILTERS[status])
      expect(arg(list, 'defaultOrdering')).toEqual([{ field: 'submittedAt', direction: 'desc' }])
    }
    expect(arg(arg(items[7], 'child'), 'filter')).toBe(SPAM_FILTER)
    expect(arg(arg(items[9], 'child'), 'documentId')).toBe('inboxSettings')
    expect(statusTitle('new', null)).toBe('New')
    expect(itemTitles(inboxList(S, null))).toContain('Spam')
  })

  it('files every family’s request in exactly one list (one without a status counts as new), no application', async () => {
    expect(await run(`*[${STATUS_FILTERS.new}]._id`)).toEqual(['lead.1', 'lead.2'])
    expect(await run(`*[${STATUS_FILTERS.contacted}]._id`)).toEqual(['lead.3'])
    expect(await run(`*[${STATUS_FILTERS.closed}]._id`)).toEqual(['lead.4'])
    expect(await run(newRequestCountQuery)).toBe(2)
  })

  it('keeps spam of both kinds in Spam alone, out of every other list and count', async () => {
    expect(await run(`*[${SPAM_FILTER}]._id`)).toEqual(['lead.7', 'lead.8'])
    for (const filter of [...Object.values(STATUS_FILTERS), ...Object.values(APPLICATION_FILTERS)]) {
      expect(await run(`*[${filter}]._id`)).not.toEqual(expect.arrayContaining(['lead.7']))
      expect(await run(`*[${filter}]._id`)).not.toEqual(expect.arrayContaining(['lead.8']))
    }
    expect(await run(newApplicationCountQuery)).toBe(1)
  })

  it('keeps the count live, and still opens when the count cannot be read', async () => {
    const counts = new Subject<unknown>()
    const documentStore = { listenQuery: jest.fn(() => counts) }
    const seen = firstValueFrom(newRequestCount({ documentStore } as never).pipe(take(4), toArray()))
    counts.next(2)
    counts.next(3)
    counts.error(new Error('permission denied'))
    expect(await seen).toEqual([null, 2, 3, null])
    expect(documentStore.listenQuery).toHaveBeenCalledWith(newRequestCountQuery, {}, expect.any(Object))
  })
})
