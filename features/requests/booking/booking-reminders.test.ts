import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_OFFICE_HOURS } from '@/lib/time/office-hours'
import type { OwnerMessage } from '../alerts/send-owner-message'
import type { ChannelOutcome } from '../model/owner-alert'
import type { Booking } from './booking'
import { fileBookingStore } from './booking-store'
import { holdFor } from './booking-service'
import { runBookingReminders, type ReminderParts } from './booking-reminders'
import { DEFAULT_CONSULTATION_HOURS } from './hours'

/*
 * The reminders (issue 62) with a fake clock: the family the day before by
 * e-mail (by text only if they asked), the owner an hour before; each once,
 * however many runs; a failed one tried again; a hold whose request never
 * came let go.
 */

// Booked on Monday 30 November 2026 for Tuesday 1 December, 2:00 pm in Georgia (19:00Z).
const BOOKED_AT = new Date('2026-11-30T13:00:00Z')
const START = Date.parse('2026-12-01T19:00:00Z')
const hoursBefore = (hours: number) => new Date(START - hours * 3600_000)

async function booked({ textReminder = false, confirm = true, uuid = '11111111-1111-4111-8111-111111111111' } = {}) {
  const store = fileBookingStore(path.join(mkdtempSync(path.join(tmpdir(), 'reminders-')), 'bookings.json'))
  const held = await holdFor(
    {
      store,
      hours: async () => DEFAULT_CONSULTATION_HOURS,
      officeHours: async () => DEFAULT_OFFICE_HOURS,
      busy: async () => [],
      now: () => BOOKED_AT,
    },
    { slot: 'phone@2026-12-01T19:00:00.000Z', uuid, language: 'es', textReminder },
  )
  if (held.status !== 'held') throw new Error('not held')
  if (confirm) {
    await store.update(held.booking._id, () => ({
      status: 'booked',
      name: 'Rosa Jiménez',
      phone: '+16785550199',
      email: 'rosa@example.com',
    }))
  }
  return { store, id: held.booking._id }
}

function parts(store: ReminderParts['store'], now: Date, answer: ChannelOutcome['status'] = 'sent') {
  const sent = { emails: [] as Record<string, string>[], texts: [] as string[], owner: [] as OwnerMessage[] }
  const outcome = (): ChannelOutcome =>
    answer === 'sent'
      ? { status: 'sent', at: now.toISOString() }
      : { status: 'failed', at: now.toISOString(), reason: 'serverError' }
  const result: ReminderParts = {
    store,
    now,
    siteUrl: 'https://care.example',
    agency: 'Hearthside Home Care',
    requestIsNew: async () => false,
    emailFamily: async (_: Booking, params) => (sent.emails.push(params), outcome()),
    textFamily: async (_: Booking, body) => (sent.texts.push(body), outcome()),
    tellOwner: async (message) => (sent.owner.push(message), { text: outcome(), email: outcome() }),
  }
  return { parts: result, sent }
}

it('the family gets one e-mail the day before, in Spanish, and no text unless they asked', async () => {
  const { store } = await booked()
  expect(await runBookingReminders(parts(store, hoursBefore(30)).parts)).toBe('nothing due')
  const first = parts(store, hoursBefore(20))
  await runBookingReminders(first.parts)
  expect(first.sent.emails).toEqual([
    expect.objectContaining({
      to_email: 'rosa@example.com',
      consultation_time: 'martes, 1 de diciembre, 2:00 p. m., hora de Georgia',
      reminder: expect.stringMatching(
        /^Un recordatorio de Hearthside Home Care: su consulta gratuita es el martes, 1 de diciembre, 2:00 p\. m\., hora de Georgia\. Le llamaremos al número que nos dio\. Para cambiarla o cancelarla: https:\/\/care\.example\/api\/bookings\/cancel\?b=/,
      ),
    }),
  ])
  expect(first.sent.texts).toEqual([])
  // Two more runs, one of them the next minute: nothing more.
  const again = parts(store, hoursBefore(19))
  await runBookingReminders(again.parts)
  await runBookingReminders(again.parts)
  expect(again.sent.emails).toEqual([])
})

it('a family who ticked the box gets the text too; the owner is reminded an hour before, once', async () => {
  const { store, id } = await booked({ textReminder: true })
  const dayBefore = parts(store, hoursBefore(10))
  await runBookingReminders(dayBefore.parts)
  expect(dayBefore.sent.texts).toEqual([
    'Recordatorio de Hearthside Home Care: su consulta gratuita es el martes, 1 de diciembre, 2:00 p. m., hora de Georgia.',
  ])
  const hourBefore = parts(store, hoursBefore(0.75))
  await runBookingReminders(hourBefore.parts)
  await runBookingReminders(hourBefore.parts)
  expect(hourBefore.sent.owner.map((message) => message.text)).toEqual([
    'In an hour: Rosa J.’s phone consultation, Tuesday, December 1, 2:00 p.m., Georgia time. Call (678) 555-0199',
  ])
  expect((await store.get(id))?.reminders).toMatchObject({
    family: { status: 'sent' },
    familyText: { status: 'sent' },
    owner: { status: 'sent' },
  })
})

it('a reminder that failed is tried again on a later run, and then sent once', async () => {
  const { store } = await booked()
  const failing = parts(store, hoursBefore(20), 'failed')
  await runBookingReminders(failing.parts)
  expect(failing.sent.emails).toHaveLength(1)
  const later = parts(store, hoursBefore(19))
  await runBookingReminders(later.parts)
  await runBookingReminders(later.parts)
  expect(later.sent.emails).toHaveLength(1)
})

it('a hold whose request never came is let go after half an hour, and its time offered again', async () => {
  const { store, id } = await booked({ confirm: false })
  expect(await runBookingReminders(parts(store, new Date(BOOKED_AT.getTime() + 10 * 60_000)).parts)).toBe('nothing due')
  const late = await runBookingReminders(parts(store, new Date(BOOKED_AT.getTime() + 31 * 60_000)).parts)
  expect(late).toMatch(/^let go of an unconfirmed hold/)
  expect((await store.get(id))?.status).toBe('cancelled')
  expect(await store.takenCells(BOOKED_AT)).toEqual(new Set())
})
