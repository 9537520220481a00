/**
 * The purge's selection: which requests `npm run leads:purge` deletes.
 */
import type { LeadDocument } from './document'
import type { LeadStatus } from './statuses'
import { monthsBefore, retentionMonths, retentionPeriods, selectForPurge } from './retention'

const now = new Date('2026-03-31T12:00:00Z')
/** The same period for both kinds of record. */
const both = (months: number) => ({ requests: months, applications: months })
const lead = (
  id: string,
  status: LeadStatus,
  submittedAt: string,
  _updatedAt?: string,
  kind: LeadDocument['kind'] = 'message',
): LeadDocument => ({
  _id: `lead.${id}`,
  _type: 'lead',
  kind,
  status,
  submittedAt,
  sourcePage: '/',
  name: id,
  ...(_updatedAt ? { _updatedAt } : {}),
})

describe('which requests the purge deletes', () => {
  const leads = [
    lead('closed-long-ago', 'closed', '2024-01-10T10:00:00Z', '2024-02-01T10:00:00Z'),
    lead('closed-just-inside', 'closed', '2024-06-01T10:00:00Z', '2025-03-31T12:00:01Z'),
    lead('closed-just-outside', 'closed', '2024-06-01T10:00:00Z', '2025-03-31T11:59:59Z'),
    // Old, but a note written after closing restarts the period.
    lead('closed-old-noted-recently', 'closed', '2023-01-01T10:00:00Z', '2026-01-15T10:00:00Z'),
    lead('closed-no-change-record', 'closed', '2025-01-01T10:00:00Z'),
    lead('new-and-old', 'new', '2023-05-01T10:00:00Z', '2023-05-01T10:00:00Z'),
    lead('contacted-and-old', 'contacted', '2023-05-01T10:00:00Z', '2023-06-01T10:00:00Z'),
    lead('closed-recently', 'closed', '2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z'),
    lead('closed-bad-date', 'closed', 'not a date'),
  ]

  it('takes closed requests last changed before the period, and only those', () => {
    const { purge, cutoffs } = selectForPurge(leads, { months: both(12), now })
    expect(cutoffs.requests.toISOString()).toBe('2025-03-31T12:00:00.000Z')
    expect(purge.map((l) => l.name)).toEqual(['closed-long-ago', 'closed-just-outside', 'closed-no-change-record'])
  })

  it('never deletes a request that is not closed, however old, but points it out', () => {
    const { purge, stillOpen } = selectForPurge(leads, { months: both(1), now })
    expect(purge.every((l) => l.status === 'closed')).toBe(true)
    expect(stillOpen.map((l) => l.name)).toEqual(['new-and-old', 'contacted-and-old'])
  })

  it('follows the owner’s period', () => {
    expect(selectForPurge(leads, { months: both(36), now }).purge.map((l) => l.name)).toEqual([])
    expect(selectForPurge(leads, { months: both(1), now }).purge.map((l) => l.name)).toContain(
      'closed-old-noted-recently',
    )
  })

  it('counts calendar months, to the same day or the month’s last', () => {
    expect(monthsBefore(now, 1).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(monthsBefore(new Date('2028-03-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z')
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe('2025-01-15T00:00:00.000Z')
  })

  it('reads the setting, falling back to 12 months for nothing or nonsense', () => {
    expect(retentionMonths(undefined)).toEqual({ months: 12 })
    expect(retentionMonths(24)).toEqual({ months: 24 })
    expect(retentionMonths(0)).toMatchObject({ months: 12, note: expect.stringContaining('not a number of months') })
    expect(retentionMonths('6')).toMatchObject({ months: 12 })
  })

  it('keeps caregivers’ applications by their own period, closed when hired or not hired', () => {
    const applications = [
      lead('hired-long-ago', 'hired', '2024-01-10T10:00:00Z', '2024-02-01T10:00:00Z', 'application'),
      lead('not-hired-long-ago', 'notHired', '2024-01-10T10:00:00Z', '2024-02-01T10:00:00Z', 'application'),
      lead('interview-long-ago', 'interview', '2023-01-10T10:00:00Z', '2023-02-01T10:00:00Z', 'application'),
      lead('not-hired-last-summer', 'notHired', '2025-06-01T10:00:00Z', '2025-07-01T10:00:00Z', 'application'),
      lead('family-last-summer', 'closed', '2025-06-01T10:00:00Z', '2025-07-01T10:00:00Z'),
    ]
    // Families' requests for 6 months, applications for 24: last summer's request goes, its application stays.
    const { purge, stillOpen, cutoffs } = selectForPurge(applications, {
      months: { requests: 6, applications: 24 },
      now,
    })
    expect(cutoffs.applications.toISOString()).toBe('2024-03-31T12:00:00.000Z')
    expect(purge.map((l) => l.name)).toEqual(['hired-long-ago', 'not-hired-long-ago', 'family-last-summer'])
    expect(stillOpen.map((l) => l.name)).toEqual(['interview-long-ago'])
    expect(
      selectForPurge(applications, { months: { requests: 6, applications: 6 }, now }).purge.map((l) => l.name),
    ).toContain('not-hired-last-summer')
  })

  it('reads both periods from Inbox settings, each falling back to 12 months, saying which one was odd', () => {
    expect(retentionPeriods({ retentionMonths: 6, applicationRetentionMonths: 24 })).toEqual({
      periods: { requests: 6, applications: 24 },
      notes: [],
    })
    expect(retentionPeriods(null)).toEqual({ periods: { requests: 12, applications: 12 }, notes: [] })
    const odd = retentionPeriods({ retentionMonths: 3, applicationRetentionMonths: 'a year' })
    expect(odd.periods).toEqual({ requests: 3, applications: 12 })
    expect(odd.notes).toEqual([expect.stringContaining('"a year" in applicationRetentionMonths')])
  })
})
