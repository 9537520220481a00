/**
 * Who is waiting, in the Studio: the "Waiting over an hour" list (its filter
 * run with groq-js over sample requests, as the Content Lake would), the
 * office hours it reads, a request's line in the lists, and the first
 * contact recorded by the status field. The structure builder is a recorder.
 */
import { evaluate, parse } from 'groq-js'
import type { SanityClient } from '@sanity/client'
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '@/lib/time/office-hours'
import { isWaitingOverAnHour } from '@/features/requests/model/waiting'
import { requestLine } from '@/features/requests/studio/request-line'
import { latestOfficeHours, officeHoursOf } from '@/features/requests/studio/office-hours'
import { valueAfter, withFirstContact } from '@/features/requests/studio/first-contact'
import { alertOnLeavingSpam, NOT_SPAM_ENDPOINT } from '@/features/requests/studio/not-spam'
import { waitingItem, waitingList } from '@/features/requests/studio/waiting'
import { arg, recordingBuilder as S, type Recorded } from '../../../testing/unit/structure-recorder'
import { inboxOfficeHoursQuery } from './inbox-queries'

const hours = DEFAULT_OFFICE_HOURS
// Wednesday 11 March 2026 in Georgia (EDT, UTC-4).
const at = (iso: string) => new Date(iso)

/**
 * Requests at every half hour from Monday to Wednesday noon, some answered (a few of them set back to New
 * after the call), one closed, one not a request.
 */
const requests = [
  ...Array.from({ length: 108 }, (_, index) => ({
    _id: `lead.${index}`,
    _type: 'lead',
    status: index % 9 === 4 ? 'contacted' : 'new',
    submittedAt: new Date(Date.UTC(2026, 2, 9, 4) + index * 30 * 60_000).toISOString(),
    ...(index % 9 === 4 || index % 9 === 7 ? { firstContactedAt: '2026-03-09T12:00:00.000Z' } : {}),
  })),
  { _id: 'lead.closed', _type: 'lead', status: 'closed', submittedAt: '2026-03-09T13:00:00.000Z' },
  { _id: 'service-x', _type: 'service', status: 'new', submittedAt: '2026-03-09T13:00:00.000Z' },
]

async function listed(list: Recorded): Promise<string[]> {
  const query = `*[${arg(list, 'filter') as string}]._id`
  const params = arg(list, 'params') as Record<string, unknown>
  return (await evaluate(parse(query, { params }), { dataset: requests, params })).get()
}

describe('the "Waiting over an hour" list', () => {
  it.each([
    ['Wednesday 7 am, before opening', '2026-03-11T11:00:00Z'],
    ['Wednesday 9:15 am', '2026-03-11T13:15:00Z'],
    ['Wednesday 3 pm', '2026-03-11T19:00:00Z'],
    ['Sunday noon', '2026-03-15T16:00:00Z'],
  ])('at %s lists exactly the new requests that have waited an hour of office time', async (_, iso) => {
    const now = at(iso)
    const list = waitingList(S, hours, now) as unknown as Recorded
    const late = requests
      .filter((request) => request._type === 'lead' && request.status === 'new')
      .filter((request) => isWaitingOverAnHour(request, now, hours))
      .map((request) => request._id)
    expect(late.length).toBeGreaterThan(0)
    expect((await listed(list)).sort()).toEqual(late.sort())
  })

  it('says when it was worked out, and puts the longest waiting first', () => {
    const list = waitingList(S, hours, at('2026-03-11T14:02:00Z')) as unknown as Recorded
    expect(arg(list, 'title')).toBe('Waiting over an hour (as of 10:02 am)')
    expect(arg(list, 'schemaType')).toBe('lead')
    expect(arg(list, 'defaultOrdering')).toEqual([{ field: 'submittedAt', direction: 'asc' }])
  })

  it('lists nobody when the hours hold no open day', async () => {
    const never: OfficeHours = { days: [], holidays: [] }
    expect(await listed(waitingList(S, never, at('2026-03-11T14:02:00Z')) as unknown as Recorded)).toEqual([])
  })

  it('opens with the published office hours, as of the moment it is opened', async () => {
    const fetch = jest.fn(async () => ({ officeHours: [{ day: 'wednesday', opens: '06:00', closes: '20:00' }] }))
    const client = { fetch } as unknown as SanityClient
    const item = waitingItem(S, () => client) as unknown as Recorded
    expect(arg(item, 'title')).toBe('Waiting over an hour')
    const resolve = arg(item, 'child') as () => Promise<Recorded>
    const before = Date.now()
    const list = await resolve()
    expect(fetch).toHaveBeenCalledWith(inboxOfficeHoursQuery, {}, { perspective: 'published' })
    // Wednesdays only, 6 am to 8 pm: the cutoff is an hour of those hours before now, whatever today is.
    const cutoff = Date.parse((arg(list, 'params') as { cutoff: string }).cutoff)
    expect(cutoff).toBeLessThanOrEqual(before - 60 * 60_000)
  })
})

describe('the office hours the Studio reads', () => {
  it('come from the published contact details, read once a minute for every list row, the defaults if unreadable', async () => {
    const fetch = jest.fn(async () => ({
      officeHours: [{ day: 'monday', opens: '09:00', closes: '17:00' }],
      holidays: ['2026-12-25'],
    }))
    const client = { fetch } as unknown as SanityClient
    const first = await officeHoursOf(client, 1_000_000)
    expect(first).toEqual({ days: [{ day: 'monday', opens: '09:00', closes: '17:00' }], holidays: ['2026-12-25'] })
    // Kept for the lists' lines, which cannot wait for a read.
    expect(latestOfficeHours()).toEqual(first)
    await officeHoursOf(client, 1_030_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    await officeHoursOf(client, 1_061_000)
    expect(fetch).toHaveBeenCalledTimes(2)

    const broken = { fetch: jest.fn(async () => Promise.reject(new Error('offline'))) } as unknown as SanityClient
    expect(await officeHoursOf(broken)).toEqual(DEFAULT_OFFICE_HOURS)
  })
})

describe("a request's line in the Inbox", () => {
  const base = 'Mar 10, 2026, 10:00 AM · New'
  const fields = { submittedAt: '2026-03-10T14:00:00Z', status: 'new' }

  it('adds how long a new request has waited, in office time, and marks it over an hour', () => {
    expect(requestLine(base, fields, at('2026-03-10T14:40:00Z'), hours)).toBe(`${base} · waiting 40 min`)
    expect(requestLine(base, fields, at('2026-03-11T13:00:00Z'), hours)).toBe(`${base} · waiting 9 h, over an hour`)
  })

  it('says how soon an answered request was first contacted, and by whom', () => {
    const answered = {
      ...fields,
      status: 'contacted',
      firstContactedAt: '2026-03-10T14:25:00Z',
      firstContactedBy: 'Ann',
    }
    expect(requestLine('Mar 10, 2026, 10:00 AM', answered, at('2026-03-12T14:00:00Z'), hours)).toBe(
      'Mar 10, 2026, 10:00 AM · answered in 25 min by Ann',
    )
    expect(
      requestLine('Mar 10, 2026, 10:00 AM', { ...fields, status: 'closed' }, at('2026-03-12T14:00:00Z'), hours),
    ).toBe('Mar 10, 2026, 10:00 AM')
  })

  it("leaves a caregiver's application's line as it is: its wait is not the families'", () => {
    expect(requestLine(base, { ...fields, kind: 'application' }, at('2026-03-11T13:00:00Z'), hours)).toBe(base)
  })

  it('stays as the schema says it while the office hours are loading', () => {
    expect(requestLine(base, fields, at('2026-03-10T14:40:00Z'), null)).toBe(base)
  })
})

describe('the status field records the first contact', () => {
  const ann = { name: 'Ann Baker', email: 'ann@example.com' }
  const now = () => new Date('2026-03-10T14:25:00Z')

  function statusField(before: string | undefined, recorded?: string) {
    const passedOn: unknown[] = []
    const patched: unknown[] = []
    const onChange = withFirstContact((change) => passedOn.push(change), {
      before,
      recorded,
      who: ann,
      patchDocument: (patches) => patched.push(...patches),
      now,
    })
    return { onChange, passedOn, patched }
  }

  it('passes the change on, and the first time a request leaves New sets when and who, if still missing', () => {
    const { onChange, passedOn, patched } = statusField('new')
    const change = { patches: [{ type: 'set', path: [], value: 'contacted' }] }
    onChange(change)
    expect(passedOn).toEqual([change])
    expect(patched).toEqual([
      { setIfMissing: { firstContactedAt: '2026-03-10T14:25:00.000Z', firstContactedBy: 'Ann Baker' } },
    ])
  })

  it('records nothing for a change that keeps it new, a later change, or once recorded', () => {
    const stillNew = statusField('new')
    stillNew.onChange({ type: 'set', path: [], value: 'new' })
    const later = statusField('contacted')
    later.onChange([{ type: 'set', path: [], value: 'closed' }])
    const recorded = statusField('new', '2026-03-10T14:05:00.000Z')
    recorded.onChange({ type: 'set', path: [], value: 'closed' })
    expect([stillNew.patched, later.patched, recorded.patched]).toEqual([[], [], []])
    expect(stillNew.passedOn).toHaveLength(1)
  })

  it('reads the value a change leaves: set, cleared, or not this field', () => {
    expect(valueAfter({ type: 'set', path: [], value: 'closed' })).toBe('closed')
    expect(valueAfter([{ type: 'unset', path: [] }])).toBeUndefined()
    expect(valueAfter({ patches: [{ type: 'set', path: ['other'], value: 'x' }] })).toBeNull()
  })
})

describe('"Not spam": a request moved from Spam to New', () => {
  it('asks the site to alert the owner, once, and for no other change', async () => {
    const left: string[] = []
    const field = (before: string) =>
      withFirstContact(() => {}, {
        before,
        recorded: undefined,
        who: null,
        patchDocument: () => {},
        onLeaveSpam: () => left.push(before),
      })
    field('spam')({ type: 'set', path: [], value: 'new' })
    field('spam')({ type: 'set', path: [], value: 'closed' })
    field('new')({ type: 'set', path: [], value: 'contacted' })
    expect(left).toEqual(['spam'])

    const fetched: Array<[string, RequestInit | undefined]> = []
    await alertOnLeavingSpam('lead.3f2a9c4e-7b1d-4e8a-9f00-1c2d3e4f5a6b', async (url, init) => {
      fetched.push([String(url), init])
      return new Response(null, { status: 202 })
    })
    expect(fetched).toEqual([
      [
        NOT_SPAM_ENDPOINT,
        expect.objectContaining({ method: 'POST', body: '{"id":"lead.3f2a9c4e-7b1d-4e8a-9f00-1c2d3e4f5a6b"}' }),
      ],
    ])
    // Offline: nothing thrown, the request is in New either way.
    await expect(alertOnLeavingSpam('lead.x', async () => Promise.reject(new TypeError('offline')))).resolves.toBe(
      undefined,
    )
  })
})
