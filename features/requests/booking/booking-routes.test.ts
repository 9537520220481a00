import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ICAL from 'ical.js'
import { DEFAULT_OFFICE_HOURS } from '@/lib/time/office-hours'
import { createRateLimiter } from '@/lib/limits/rate-limit'
import type { Booking } from './booking'
import { fileBookingStore } from './booking-store'
import type { BookingParts } from './booking-service'
import { createBookingRoutes } from './booking-routes'
import { DEFAULT_CONSULTATION_HOURS } from './hours'
import type { BookedTime, HoldAnswer, SlotOffer } from './offer'

/*
 * The booking's routes as a family's browser and the owner's calendar use
 * them (issue 62): the free times, a hold, the calendar file (read back by
 * a real iCalendar parser), cancelling by the signed link, and the owner's
 * private feed.
 */

const SITE = 'https://care.example'
const NOW = new Date('2026-11-30T13:00:00Z')
const FEED_KEY = 'a-feed-secret-of-thirty-two-chars'
const REQUEST = '3f2b8c1e-6a4d-4e2f-9b1a-7c5d3e9f0a12'

function setUp() {
  const store = fileBookingStore(path.join(mkdtempSync(path.join(tmpdir(), 'booking-routes-')), 'bookings.json'))
  const parts: BookingParts = {
    store,
    hours: async () => DEFAULT_CONSULTATION_HOURS,
    officeHours: async () => DEFAULT_OFFICE_HOURS,
    busy: async () => [],
    now: () => NOW,
  }
  const told: Booking[] = []
  const routes = createBookingRoutes({
    parts: () => parts,
    limiter: createRateLimiter({ name: `holds-${Math.random()}`, limit: 3, windowMs: 600_000 }),
    siteUrl: () => SITE,
    agencyName: async () => 'Hearthside Home Care',
    feedSecret: () => FEED_KEY,
    tellOwner: async (booking) => void told.push(booking),
  })
  return { routes, store, told }
}

const hold = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/bookings/hold`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'care.example',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: JSON.stringify(body),
  })

const HOLD = { slot: 'phone@2026-12-01T19:00:00.000Z', requestId: REQUEST, language: 'es', textReminder: false }

it('offers the free times in the family’s language, with each meeting’s length', async () => {
  const { routes } = setUp()
  const response = await routes.slots(new Request(`${SITE}/api/bookings/slots?meeting=visit&language=es`))
  expect(response.headers.get('cache-control')).toBe('no-store')
  const offer = (await response.json()) as SlotOffer
  expect(offer.minutes).toEqual({ phone: 20, visit: 60 })
  expect(offer.days[0]).toMatchObject({ day: 'lunes, 30 de noviembre' })
  expect(offer.days[1]!.times[0]).toMatchObject({
    clock: '9:00 a. m.',
    words: 'martes, 1 de diciembre, 9:00 a. m., hora de Georgia',
  })
  expect((await routes.slots(new Request(`${SITE}/api/bookings/slots?meeting=lunch`))).status).toBe(400)
})

it('holds a time and gives the family a calendar file that a real parser reads in Georgia’s zone', async () => {
  const { routes } = setUp()
  const response = await routes.hold(hold(HOLD))
  expect(response.status).toBe(201)
  const { booked } = (await response.json()) as { booked: BookedTime }
  expect(booked.sentence).toBe('Su consulta gratuita: martes, 1 de diciembre, 2:00 p. m., hora de Georgia.')
  expect(booked.google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/)
  expect(new URL(booked.google).searchParams.get('dates')).toBe('20261201T190000Z/20261201T192000Z')

  const file = await routes.calendar(new Request(`${SITE}${booked.calendar}`))
  expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  const text = await file.text()
  expect(text).toContain('DTSTART;TZID=America/New_York:20261201T140000')
  const calendar = new ICAL.Component(ICAL.parse(text))
  // As a calendar application reads it: the zone the file itself describes.
  const zone = calendar.getFirstSubcomponent('vtimezone')!
  expect(zone.getFirstPropertyValue('tzid')).toBe('America/New_York')
  ICAL.TimezoneService.register(zone)
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  expect(event.startDate.zone.tzid).toBe('America/New_York')
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T19:00:00.000Z')
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T19:20:00.000Z')
  expect(event.summary).toBe('Consulta gratuita con Hearthside Home Care')
  expect(event.description).toContain(`${SITE}/api/bookings/cancel?b=${REQUEST}&t=`)

  // The calendar link cannot cancel; a made-up token opens nothing.
  const calendarToken = new URL(booked.calendar, SITE).searchParams.get('t')
  const wrong = await routes.cancelQuestion(new Request(`${SITE}/api/bookings/cancel?b=${REQUEST}&t=${calendarToken}`))
  expect(wrong.status).toBe(404)
  expect((await routes.calendar(new Request(`${SITE}/api/bookings/calendar?b=${REQUEST}&t=forged`))).status).toBe(404)
})

it('a second family asking for the held time gets 409 and the nearest free times', async () => {
  const { routes } = setUp()
  expect((await routes.hold(hold(HOLD))).status).toBe(201)
  const second = await routes.hold(hold({ ...HOLD, requestId: REQUEST.replace('3f', '4a'), language: 'en' }))
  expect(second.status).toBe(409)
  const answer = (await second.json()) as Extract<HoldAnswer, { error: 'taken' }>
  expect(answer.wanted).toBe('Tuesday, December 1, 2:00 p.m., Georgia time')
  expect(answer.alternatives.flatMap((day) => day.times.map((time) => time.clock))).toEqual([
    '3:00 p.m.',
    '3:30 p.m.',
    '4:00 p.m.',
  ])
})

it('cancelling by the family’s link asks first, then frees the time and tells the owner', async () => {
  const { routes, told } = setUp()
  const { booked } = (await (await routes.hold(hold(HOLD))).json()) as { booked: BookedTime }
  const question = await routes.cancelQuestion(new Request(`${SITE}${booked.cancel}`))
  expect(question.status).toBe(200)
  const page = await question.text()
  expect(page).toContain('<html lang="es-US">')
  expect(page).toContain(
    'Su consulta gratuita está reservada para el martes, 1 de diciembre, 2:00 p. m., hora de Georgia.',
  )
  const token = new URL(booked.cancel, SITE).searchParams.get('t')!
  const press = (origin = SITE) =>
    routes.cancel(
      new Request(`${SITE}/api/bookings/cancel?language=es`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'care.example', origin },
        body: new URLSearchParams({ b: REQUEST, t: token }).toString(),
      }),
    )
  expect((await press('https://elsewhere.example')).status).toBe(403)
  const done = await press()
  expect(done.status).toBe(200)
  expect(await done.text()).toContain('quedó cancelada')
  expect(told.map((booking) => booking.start)).toEqual(['2026-12-01T19:00:00.000Z'])
  // Free again for another family; the old link is spent.
  expect((await routes.hold(hold({ ...HOLD, requestId: REQUEST.replace('3f', '5b') }))).status).toBe(201)
  expect((await press()).status).toBe(404)
  expect(told).toHaveLength(1)
})

it('refuses a hold from elsewhere, a malformed one, and past the client’s budget', async () => {
  const { routes } = setUp()
  expect(
    (await routes.hold(hold(HOLD, { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }))).status,
  ).toBe(403)
  expect((await routes.hold(hold({ ...HOLD, requestId: 'lead.1' }))).status).toBe(400)
  expect((await routes.hold(hold({ ...HOLD, slot: 'phone@soon' }))).status).toBe(400)
  const statuses = []
  for (let n = 0; n < 3; n++)
    statuses.push((await routes.hold(hold({ ...HOLD, requestId: REQUEST.replace('3f2b', `aa0${n}`) }))).status)
  // Three a client in the test's budget, the malformed slot above among them.
  expect(statuses).toEqual([201, 409, 429])
  const over = await routes.hold(hold(HOLD))
  expect(over.status).toBe(429)
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
})

it('serves the owner’s feed only at its secret address, without the family’s phone or message', async () => {
  const { routes, store } = setUp()
  const { booked } = (await (await routes.hold(hold(HOLD))).json()) as { booked: BookedTime }
  await store.update(booked.id, () => ({ status: 'booked', name: 'Wilhelmina Okafor', phone: '+16785550199' }))
  expect((await routes.feed(new Request(`${SITE}/api/bookings/feed`))).status).toBe(404)
  expect((await routes.feed(new Request(`${SITE}/api/bookings/feed?key=wrong`))).status).toBe(404)
  const feed = await (await routes.feed(new Request(`${SITE}/api/bookings/feed?key=${FEED_KEY}`))).text()
  const events = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent').map((one) => new ICAL.Event(one))
  expect(events.map((event) => event.summary)).toEqual(['Wilhelmina O.’s phone consultation'])
  expect(feed).not.toMatch(/555|0199|Okafor/)
})
