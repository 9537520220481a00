import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ContentSource } from '@/lib/env/content'
import { DEFAULT_OFFICE_HOURS } from '@/lib/time/office-hours'
import { startContentLake, type ContentLakeFixture } from '@/testing/content-lake'
import { fileBookingStore, lakeBookingStore, type BookingStore } from './booking-store'
import { holdFor, offerFor, type BookingParts } from './booking-service'
import { DEFAULT_CONSULTATION_HOURS } from './hours'
import { writeClient } from '../server/store'

/*
 * One time, one family (issue 62): whichever store keeps the bookings, two
 * families choosing the same time at once get one booking between them, and
 * the second is offered the nearest free times; a cancelled time is free
 * again; a booking is still there for a new process.
 */

// Monday 30 November 2026, 8:00 in Georgia; Tuesday 2:00 pm is a free time.
const NOW = new Date('2026-11-30T13:00:00Z')
const TUESDAY_TWO = 'phone@2026-12-01T19:00:00.000Z'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const partsWith = (store: BookingStore): BookingParts => ({
  store,
  hours: async () => DEFAULT_CONSULTATION_HOURS,
  officeHours: async () => DEFAULT_OFFICE_HOURS,
  busy: async () => [],
  now: () => NOW,
})

const newFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'bookings-')), 'bookings.json')

let lake: ContentLakeFixture
beforeAll(async () => {
  lake = await startContentLake({ documents: [], token: 'read', writeToken: 'write' })
})
afterAll(() => lake.close())

const stores: [string, () => BookingStore][] = [
  ['the local file', () => fileBookingStore(newFile())],
  [
    'the Content Lake',
    () => {
      lake.setDocuments([])
      const source: ContentSource = {
        kind: 'contentLake',
        projectId: 'jesttest',
        dataset: 'production',
        apiVersion: '2025-09-25',
        apiHost: lake.url,
      }
      return lakeBookingStore(writeClient(source, 'write'))
    },
  ],
]

describe.each(stores)('bookings kept in %s', (_, makeStore) => {
  it('two families choose Tuesday 2:00 at once: one holds it, the other is offered the nearest free times', async () => {
    const parts = partsWith(makeStore())
    const choose = (n: number) =>
      holdFor(parts, { slot: TUESDAY_TWO, uuid: uuid(n), language: 'en', textReminder: false })
    const results = await Promise.all([choose(1), choose(2)])
    expect(results.map((result) => result.status).sort()).toEqual(['held', 'taken'])
    const taken = results.find((result) => result.status === 'taken')!
    if (taken.status !== 'taken') throw new Error('unreachable')
    expect(taken.alternatives.flatMap((day) => day.times.map((time) => time.words))).toEqual([
      'Tuesday, December 1, 3:00 p.m., Georgia time',
      'Tuesday, December 1, 3:30 p.m., Georgia time',
      'Tuesday, December 1, 4:00 p.m., Georgia time',
    ])
    // The time, and the half hour its gap reaches into, are no longer offered.
    const offered = (await offerFor(parts, 'phone', 'en')).days.flatMap((day) => day.times.map((time) => time.id))
    expect(offered).not.toContain(TUESDAY_TWO)
    expect(offered).not.toContain('phone@2026-12-01T19:30:00.000Z')
    expect(offered).toContain('phone@2026-12-01T20:00:00.000Z')
  })

  it('a home visit overlapping a booked call is refused too, and a cancelled time is free again', async () => {
    const parts = partsWith(makeStore())
    const call = await holdFor(parts, { slot: TUESDAY_TWO, uuid: uuid(3), language: 'es', textReminder: true })
    if (call.status !== 'held') throw new Error(`not held: ${call.status}`)
    expect(call.booking).toMatchObject({
      status: 'held',
      textReminder: true,
      language: 'es',
      requestId: `lead.${uuid(3)}`,
    })
    const visit = await holdFor(parts, {
      slot: 'visit@2026-12-01T18:30:00.000Z',
      uuid: uuid(4),
      language: 'en',
      textReminder: false,
    })
    expect(visit.status).toBe('taken')

    expect(await parts.store.cancel(call.booking._id, NOW)).toMatchObject({ _id: call.booking._id })
    // Cancelled once: a second cancel does nothing.
    expect(await parts.store.cancel(call.booking._id, NOW)).toBeNull()
    const again = await holdFor(parts, { slot: TUESDAY_TWO, uuid: uuid(5), language: 'en', textReminder: false })
    expect(again.status).toBe('held')
  })

  it('a send tried again keeps its own hold; the same request choosing another time lets the first go', async () => {
    const parts = partsWith(makeStore())
    const input = { slot: TUESDAY_TWO, uuid: uuid(6), language: 'en' as const, textReminder: false }
    const first = await holdFor(parts, input)
    expect((await holdFor(parts, input)).status).toBe('held')
    const other = await holdFor(parts, { ...input, slot: 'phone@2026-12-01T20:00:00.000Z' })
    expect([first.status, other.status]).toEqual(['held', 'held'])
    expect((await holdFor(parts, { ...input, uuid: uuid(7) })).status).toBe('held')
  })

  it('a time not offered (past, out of hours, malformed) is refused', async () => {
    const parts = partsWith(makeStore())
    const hold = (slot: string) => holdFor(parts, { slot, uuid: uuid(8), language: 'en', textReminder: false })
    expect((await hold('phone@2026-11-29T19:00:00.000Z')).status).toBe('taken')
    expect((await hold('phone@2026-12-01T23:00:00.000Z')).status).toBe('taken')
    expect((await hold('phone@tomorrow')).status).toBe('invalid')
  })
})

it('a booking in the local file is there for the next process', async () => {
  const file = newFile()
  const held = await holdFor(partsWith(fileBookingStore(file)), {
    slot: TUESDAY_TWO,
    uuid: uuid(9),
    language: 'en',
    textReminder: false,
  })
  expect(held.status).toBe('held')
  const restarted = fileBookingStore(file)
  expect(await restarted.get(`private.booking.${uuid(9)}`)).toMatchObject({ start: '2026-12-01T19:00:00.000Z' })
  expect(
    (await holdFor(partsWith(restarted), { slot: TUESDAY_TWO, uuid: uuid(10), language: 'en', textReminder: false }))
      .status,
  ).toBe('taken')
})
