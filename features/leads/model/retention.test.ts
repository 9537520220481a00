/**
 * The purge's rule: which requests `npm run leads:purge` deletes, in memory
 * and as the GROQ filter the Content Lake deletes by, which must agree.
 */
import fc from 'fast-check'
import { evaluate, parse } from 'groq-js'
import type { LeadDocument } from './document'
import type { LeadStatus } from './statuses'
import {
  PURGE_FILTER,
  maxAgeMonths,
  monthsBefore,
  purgeCutoffs,
  purgeParams,
  purgeRule,
  retentionMonths,
  selectForPurge,
} from './retention'

const now = new Date('2026-03-31T12:00:00Z')
const lead = (id: string, status: LeadStatus, submittedAt: string, _updatedAt?: string): LeadDocument => ({
  _id: `lead.${id}`,
  _type: 'lead',
  kind: 'message',
  status,
  submittedAt,
  sourcePage: '/',
  name: id,
  ...(_updatedAt ? { _updatedAt } : {}),
})
const names = (selection: { lead: LeadDocument }[]) => selection.map(({ lead }) => lead.name)

describe('which requests the purge deletes', () => {
  const leads = [
    lead('closed-long-ago', 'closed', '2024-09-10T10:00:00Z', '2024-10-01T10:00:00Z'),
    lead('closed-just-inside', 'closed', '2024-06-01T10:00:00Z', '2025-03-31T12:00:01Z'),
    lead('closed-just-outside', 'closed', '2024-06-01T10:00:00Z', '2025-03-31T11:59:59Z'),
    // Old, but a note written after closing restarts the period.
    lead('closed-old-noted-recently', 'closed', '2024-05-01T10:00:00Z', '2026-01-15T10:00:00Z'),
    lead('closed-no-change-record', 'closed', '2025-01-01T10:00:00Z'),
    lead('new-and-old', 'new', '2024-05-01T10:00:00Z', '2024-05-01T10:00:00Z'),
    lead('contacted-and-old', 'contacted', '2024-05-01T10:00:00Z', '2024-06-01T10:00:00Z'),
    lead('closed-recently', 'closed', '2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z'),
    lead('closed-bad-date', 'closed', 'not a date'),
    // Past the maximum age (24 months: before 2024-03-31 12:00), whatever the status or the last change.
    lead('new-past-max-age', 'new', '2024-03-31T11:59:59Z', '2026-03-30T10:00:00Z'),
    lead('contacted-just-inside-max-age', 'contacted', '2024-03-31T12:00:01Z'),
    // Spam: 30 days after its last change.
    lead('spam-old', 'spam', '2026-02-20T10:00:00Z', '2026-02-28T11:59:59Z'),
    lead('spam-recent', 'spam', '2026-03-20T10:00:00Z', '2026-03-20T10:00:00Z'),
  ]
  const settings = { months: 12, maxAgeMonths: 24, now }

  it('takes closed requests past the period, spam past a month, and anything past the maximum age', () => {
    const { purge, cutoffs } = selectForPurge(leads, settings)
    expect(cutoffs.closed.toISOString()).toBe('2025-03-31T12:00:00.000Z')
    expect(cutoffs.spam.toISOString()).toBe('2026-03-01T12:00:00.000Z')
    expect(cutoffs.maxAge.toISOString()).toBe('2024-03-31T12:00:00.000Z')
    expect(purge.map(({ lead, rule }) => [lead.name, rule])).toEqual([
      ['closed-long-ago', 'closed'],
      ['closed-just-outside', 'closed'],
      ['closed-no-change-record', 'closed'],
      ['new-past-max-age', 'maxAge'],
      ['spam-old', 'spam'],
    ])
  })

  it('keeps open requests until the maximum age, and points out those older than the closed period', () => {
    const { purge, stillOpen } = selectForPurge(leads, { ...settings, months: 1 })
    expect(names(purge)).not.toContain('new-and-old')
    expect(stillOpen.map((l) => l.name)).toEqual(['new-and-old', 'contacted-and-old', 'contacted-just-inside-max-age'])
  })

  it('follows the owner’s periods', () => {
    expect(names(selectForPurge(leads, { ...settings, months: 36, maxAgeMonths: 36 }).purge)).toEqual(['spam-old'])
    expect(names(selectForPurge(leads, { ...settings, months: 1 }).purge)).toContain('closed-old-noted-recently')
    expect(names(selectForPurge(leads, { ...settings, maxAgeMonths: 12 }).purge)).toContain('new-and-old')
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

describe('the Content Lake’s delete by query', () => {
  const cutoffs = purgeCutoffs({ months: 12, maxAgeMonths: 24, now })
  const inLake = async (documents: LeadDocument[], ids: string[]) =>
    (await (
      await evaluate(parse(`*[${PURGE_FILTER}]._id`), { dataset: documents, params: purgeParams(ids, cutoffs) })
    ).get()) as string[]

  it('deletes only what was listed', async () => {
    const old = lead('old', 'closed', '2023-01-01T00:00:00Z')
    expect(await inLake([old], [])).toEqual([])
    expect(await inLake([old], ['lead.old'])).toEqual(['lead.old'])
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
    const request = fc.record({
      status: fc.constantFrom<LeadStatus>('new', 'contacted', 'closed', 'spam'),
      submittedAt: time,
      _updatedAt: fc.option(time, { nil: undefined }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(request, { maxLength: 20 }), async (drawn) => {
        const documents = drawn.map(({ status, submittedAt, _updatedAt }, index) =>
          lead(String(index), status, submittedAt, _updatedAt),
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
