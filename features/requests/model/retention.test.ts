/**
 * The purge's rule: which requests `npm run leads:purge` deletes, in memory
 * and as the GROQ filter the Content Lake deletes by, which must agree.
 */
import fc from 'fast-check'
import { evaluate, parse } from 'groq-js'
import type { RequestDocument } from './stored'
import { REQUEST_KINDS } from './request'
import { ALL_STATUSES, type RequestStatus } from './statuses'
import {
  PURGE_FILTER,
  maxAgeMonths,
  monthsBefore,
  purgeCutoffs,
  purgeParams,
  purgeRule,
  retentionMonths,
  retentionPeriods,
  selectForPurge,
} from './retention'

const now = new Date('2026-03-31T12:00:00Z')
/** The same period for both kinds of record. */
const both = (months: number) => ({ requests: months, applications: months })
const request = (
  id: string,
  status: RequestStatus,
  submittedAt: string,
  _updatedAt?: string,
  kind: RequestDocument['kind'] = 'message',
): RequestDocument => ({
  _id: `lead.${id}`,
  _type: 'lead',
  kind,
  status,
  submittedAt,
  sourcePage: '/',
  name: id,
  ...(_updatedAt ? { _updatedAt } : {}),
})
const names = (selection: { request: RequestDocument }[]) => selection.map(({ request }) => request.name)

describe('which requests the purge deletes', () => {
  const requests = [
    request('closed-long-ago', 'closed', '2024-09-10T10:00:00Z', '2024-10-01T10:00:00Z'),
    request('closed-just-inside', 'closed', '2024-06-01T10:00:00Z', '2025-03-31T12:00:01Z'),
    request('closed-just-outside', 'closed', '2024-06-01T10:00:00Z', '2025-03-31T11:59:59Z'),
    // Old, but a note written after closing restarts the period.
    request('closed-old-noted-recently', 'closed', '2024-05-01T10:00:00Z', '2026-01-15T10:00:00Z'),
    request('closed-no-change-record', 'closed', '2025-01-01T10:00:00Z'),
    request('new-and-old', 'new', '2024-05-01T10:00:00Z', '2024-05-01T10:00:00Z'),
    request('contacted-and-old', 'contacted', '2024-05-01T10:00:00Z', '2024-06-01T10:00:00Z'),
    request('closed-recently', 'closed', '2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z'),
    request('closed-bad-date', 'closed', 'not a date'),
    // Past the maximum age (24 months: before 2024-03-31 12:00), whatever the status or the last change.
    request('new-past-max-age', 'new', '2024-03-31T11:59:59Z', '2026-03-30T10:00:00Z'),
    request('contacted-just-inside-max-age', 'contacted', '2024-03-31T12:00:01Z'),
    // Spam: 30 days after its last change.
    request('spam-old', 'spam', '2026-02-20T10:00:00Z', '2026-02-28T11:59:59Z'),
    request('spam-recent', 'spam', '2026-03-20T10:00:00Z', '2026-03-20T10:00:00Z'),
  ]
  const settings = { months: both(12), maxAgeMonths: 24, now }

  it('takes closed requests past the period, spam past a month, and anything past the maximum age', () => {
    const { purge, cutoffs } = selectForPurge(requests, settings)
    expect(cutoffs.closed.requests.toISOString()).toBe('2025-03-31T12:00:00.000Z')
    expect(cutoffs.spam.toISOString()).toBe('2026-03-01T12:00:00.000Z')
    expect(cutoffs.maxAge.toISOString()).toBe('2024-03-31T12:00:00.000Z')
    expect(purge.map(({ request, rule }) => [request.name, rule])).toEqual([
      ['closed-long-ago', 'closed'],
      ['closed-just-outside', 'closed'],
      ['closed-no-change-record', 'closed'],
      ['new-past-max-age', 'maxAge'],
      ['spam-old', 'spam'],
    ])
  })

  it('keeps open requests until the maximum age, and points out those older than the closed period', () => {
    const { purge, stillOpen } = selectForPurge(requests, { ...settings, months: both(1) })
    expect(names(purge)).not.toContain('new-and-old')
    expect(stillOpen.map((l) => l.name)).toEqual(['new-and-old', 'contacted-and-old', 'contacted-just-inside-max-age'])
  })

  it('follows the owner’s periods', () => {
    expect(names(selectForPurge(requests, { ...settings, months: both(36), maxAgeMonths: 36 }).purge)).toEqual([
      'spam-old',
    ])
    expect(names(selectForPurge(requests, { ...settings, months: both(1) }).purge)).toContain(
      'closed-old-noted-recently',
    )
    expect(names(selectForPurge(requests, { ...settings, maxAgeMonths: 12 }).purge)).toContain('new-and-old')
  })

  it('counts calendar months, to the same day or the month’s last', () => {
    expect(monthsBefore(now, 1).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(monthsBefore(new Date('2028-03-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z')
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe('2025-01-15T00:00:00.000Z')
  })

  it('reads the settings, falling back to 12 and 24 months for nothing or nonsense', () => {
    expect(retentionMonths(undefined)).toEqual({ months: 12 })
    expect(retentionMonths(24)).toEqual({ months: 24 })
    expect(retentionMonths(0)).toMatchObject({ months: 12, note: expect.stringContaining('not a number of months') })
    expect(retentionMonths('6')).toMatchObject({ months: 12 })
    expect(maxAgeMonths(undefined)).toEqual({ months: 24 })
    expect(maxAgeMonths(36)).toEqual({ months: 36 })
    expect(maxAgeMonths(121)).toMatchObject({ months: 24, note: expect.stringContaining('Delete any request after') })
  })
})

describe('caregivers’ applications', () => {
  const applications = [
    request('hired-long-ago', 'hired', '2024-05-10T10:00:00Z', '2024-06-01T10:00:00Z', 'application'),
    request('not-hired-long-ago', 'notHired', '2024-05-10T10:00:00Z', '2024-06-01T10:00:00Z', 'application'),
    request('interview-long-ago', 'interview', '2024-05-10T10:00:00Z', '2024-06-01T10:00:00Z', 'application'),
    request('not-hired-last-summer', 'notHired', '2025-06-01T10:00:00Z', '2025-07-01T10:00:00Z', 'application'),
    request('family-last-summer', 'closed', '2025-06-01T10:00:00Z', '2025-07-01T10:00:00Z'),
    request('application-spam-old', 'spam', '2026-02-01T10:00:00Z', '2026-02-01T10:00:00Z', 'application'),
    request('application-past-max-age', 'interview', '2024-03-01T10:00:00Z', '2026-03-01T10:00:00Z', 'application'),
  ]

  it('are kept by their own period, closed when hired or not hired; spam and the maximum age as any request', () => {
    // Families' requests for 6 months, applications for 18: last summer's request goes, its application stays.
    const { purge, stillOpen, cutoffs } = selectForPurge(applications, {
      months: { requests: 6, applications: 18 },
      maxAgeMonths: 24,
      now,
    })
    expect(cutoffs.closed.applications.toISOString()).toBe('2024-09-30T12:00:00.000Z')
    expect(cutoffs.closed.requests.toISOString()).toBe('2025-09-30T12:00:00.000Z')
    expect(purge.map(({ request, rule }) => [request.name, rule])).toEqual([
      ['hired-long-ago', 'closed'],
      ['not-hired-long-ago', 'closed'],
      ['family-last-summer', 'closed'],
      ['application-spam-old', 'spam'],
      ['application-past-max-age', 'maxAge'],
    ])
    expect(stillOpen.map((l) => l.name)).toEqual(['interview-long-ago'])
    const sameSix = selectForPurge(applications, { months: both(6), maxAgeMonths: 24, now })
    expect(names(sameSix.purge)).toContain('not-hired-last-summer')
  })

  it('reads every period from Inbox settings, each with its default, saying which one was odd', () => {
    expect(retentionPeriods({ retentionMonths: 6, applicationRetentionMonths: 24, maxAgeMonths: 36 })).toEqual({
      periods: { requests: 6, applications: 24 },
      maxAgeMonths: 36,
      notes: [],
    })
    expect(retentionPeriods(null)).toEqual({
      periods: { requests: 12, applications: 12 },
      maxAgeMonths: 24,
      notes: [],
    })
    const odd = retentionPeriods({ retentionMonths: 3, applicationRetentionMonths: 'a year', maxAgeMonths: 0 })
    expect(odd.periods).toEqual({ requests: 3, applications: 12 })
    expect(odd.maxAgeMonths).toBe(24)
    expect(odd.notes).toEqual([
      expect.stringContaining('"a year" in applicationRetentionMonths (“Keep closed job applications for”)'),
      expect.stringContaining('0 in maxAgeMonths (“Delete any request after”)'),
    ])
  })
})

describe('the Content Lake’s delete by query', () => {
  // Different periods for the two kinds, so that a request judged by the other kind's period fails the test.
  const cutoffs = purgeCutoffs({ months: { requests: 12, applications: 18 }, maxAgeMonths: 24, now })
  const inLake = async (documents: RequestDocument[], ids: string[]) =>
    (await (
      await evaluate(parse(`*[${PURGE_FILTER}]._id`), { dataset: documents, params: purgeParams(ids, cutoffs) })
    ).get()) as string[]

  it('deletes only what was listed', async () => {
    const old = request('old', 'closed', '2023-01-01T00:00:00Z')
    expect(await inLake([old], [])).toEqual([])
    expect(await inLake([old], ['lead.old'])).toEqual(['lead.old'])
  })

  it('judges a closed application by the applications’ period, a family’s request by the requests’', async () => {
    const closedIn = (kind: RequestDocument['kind'], status: RequestStatus) =>
      request(`${kind}-${status}`, status, '2024-12-01T10:00:00Z', '2025-01-15T10:00:00Z', kind)
    const documents = [
      closedIn('message', 'closed'),
      closedIn('consultation', 'closed'),
      closedIn('application', 'hired'),
      closedIn('application', 'notHired'),
      closedIn('application', 'spam'),
    ]
    const ids = documents.map((document) => document._id)
    // Closed 14½ months ago: past the families' 12, within the applications' 18; spam is past its 30 days.
    expect(await inLake(documents, ids)).toEqual([
      'lead.message-closed',
      'lead.consultation-closed',
      'lead.application-spam',
    ])
    expect(documents.filter((document) => purgeRule(document, cutoffs)).map((document) => document._id)).toEqual(
      await inLake(documents, ids),
    )
  })

  it('agrees with the rule in memory on every request, dates written every way', async () => {
    const time = fc
      .date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2026-04-30T00:00:00Z'), noInvalidDate: true })
      .chain((date) =>
        fc.constantFrom(
          date.toISOString(),
          date.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          date.toISOString().replace(/Z$/, '+00:00'),
          date.toISOString().slice(0, 10),
          'not a date',
        ),
      )
    const drawnRequest = fc.record({
      kind: fc.constantFrom<RequestDocument['kind']>(...REQUEST_KINDS),
      // Every status of every kind, the other kind's too: the two rules must agree even on what the Studio refuses.
      status: fc.constantFrom<RequestStatus>(...ALL_STATUSES.map(({ value }) => value)),
      submittedAt: time,
      _updatedAt: fc.option(time, { nil: undefined }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(drawnRequest, { maxLength: 20 }), async (drawn) => {
        const documents = drawn.map(({ kind, status, submittedAt, _updatedAt }, index) =>
          request(String(index), status, submittedAt, _updatedAt, kind),
        )
        const ids = documents.map((document) => document._id)
        expect(await inLake(documents, ids)).toEqual(
          documents.filter((document) => purgeRule(document, cutoffs)).map((document) => document._id),
        )
      }),
      { numRuns: 300 },
    )
  })
})
