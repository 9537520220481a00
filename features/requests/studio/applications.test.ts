/**
 * The Inbox's Applications: caregivers' applications in lists of their own,
 * by where each stands, the number of new ones live in the titles. The
 * structure builder is stood in for by a recorder of the calls made on it;
 * the filters are run with groq-js over sample requests.
 */
import { evaluate, parse } from 'groq-js'
import { Subject, firstValueFrom, take, toArray } from 'rxjs'
import { applicationsItem, applicationsTitle, newApplicationCount } from '@/features/requests/studio/applications'
import { APPLICATION_STATUSES } from '@/features/requests/model/statuses'
import { arg, itemTitles, recordingBuilder as S, type Recorded } from '../../../testing/unit/structure-recorder'
import { newApplicationCountQuery, STATUS_FILTERS, APPLICATION_FILTERS, SPAM_FILTER } from './inbox-queries'

const application = (id: string, status?: string) => ({
  _id: `lead.${id}`,
  _type: 'lead',
  kind: 'application',
  ...(status ? { status } : {}),
  submittedAt: `2026-03-0${id.length}T10:00:00Z`,
})
const requests = [
  application('a', 'new'),
  application('bb'),
  application('ccc', 'contacted'),
  application('dddd', 'interview'),
  application('eeeee', 'hired'),
  application('ffffff', 'notHired'),
  application('ggggggg', 'spam'),
  { _id: 'lead.family', _type: 'lead', kind: 'consultation', status: 'new', submittedAt: '2026-03-01T10:00:00Z' },
  { _id: 'lead.old', _type: 'lead', status: 'contacted', submittedAt: '2026-03-01T10:00:00Z' },
]
const run = async (query: string) => (await evaluate(parse(query), { dataset: requests })).get()

describe('the Inbox’s Applications', () => {
  it('lists New, Contacted, Interview, Hired and Not hired applications, newest first, new ones counted', () => {
    const item = applicationsItem(S, 2)
    expect(arg(item, 'title')).toBe('Applications (2 new)')
    const list = arg(item, 'child')
    expect(arg(list, 'title')).toBe('Applications (2 new)')
    expect(itemTitles(list)).toEqual(['New (2)', 'Contacted', 'Interview', 'Hired', 'Not hired'])
    // Spam has no list here: the Inbox's one Spam list holds it, whatever its kind.
    const lists = APPLICATION_STATUSES.filter(({ value }) => value !== 'spam')
    for (const [index, { value }] of lists.entries()) {
      const documents = arg((arg(list, 'items') as Recorded[])[index], 'child')
      expect(arg(documents, 'schemaType')).toBe('lead')
      expect(arg(documents, 'filter')).toBe(APPLICATION_FILTERS[value as keyof typeof APPLICATION_FILTERS])
      expect(arg(documents, 'defaultOrdering')).toEqual([{ field: 'submittedAt', direction: 'desc' }])
    }
    expect(applicationsTitle(0)).toBe('Applications')
    expect(applicationsTitle(null)).toBe('Applications')
  })

  it('files every application in exactly one list (spam in Spam), and none in the families’ lists', async () => {
    expect(await run(`*[${APPLICATION_FILTERS.new}]._id`)).toEqual(['lead.a', 'lead.bb'])
    expect(await run(`*[${APPLICATION_FILTERS.contacted}]._id`)).toEqual(['lead.ccc'])
    expect(await run(`*[${APPLICATION_FILTERS.interview}]._id`)).toEqual(['lead.dddd'])
    expect(await run(`*[${APPLICATION_FILTERS.hired}]._id`)).toEqual(['lead.eeeee'])
    expect(await run(`*[${APPLICATION_FILTERS.notHired}]._id`)).toEqual(['lead.ffffff'])
    expect(await run(newApplicationCountQuery)).toBe(2)
    // An application marked Spam is in the one Spam list, with families' spam, and is not new.
    expect(await run(`*[${SPAM_FILTER}]._id`)).toEqual(['lead.ggggggg'])
    for (const filter of Object.values(APPLICATION_FILTERS)) {
      expect(await run(`*[${filter}]._id`)).not.toContain('lead.ggggggg')
    }
    // A family's request (and one stored before requests had a kind) stays in the families' lists.
    expect(await run(`*[${STATUS_FILTERS.new}]._id`)).toEqual(['lead.family'])
    expect(await run(`*[${STATUS_FILTERS.contacted}]._id`)).toEqual(['lead.old'])
  })

  it('keeps the count of new applications live, and still opens when it cannot be read', async () => {
    const counts = new Subject<unknown>()
    const documentStore = { listenQuery: jest.fn(() => counts) }
    const seen = firstValueFrom(newApplicationCount({ documentStore } as never).pipe(take(3), toArray()))
    counts.next(1)
    counts.error(new Error('permission denied'))
    expect(await seen).toEqual([null, 1, null])
    expect(documentStore.listenQuery).toHaveBeenCalledWith(newApplicationCountQuery, {}, expect.any(Object))
  })
})
