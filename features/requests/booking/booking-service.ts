import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import type { OfficeHours } from '@/lib/time/office-hours'
import { BOOKING_TYPE, bookingIdFor, type Booking } from './booking'
import type { BookingStore } from './booking-store'
import { cellsOf } from './cells'
import type { ConsultationHours, Meeting } from './hours'
import { newBookingSecret } from './links'
import { offeredDays, type OfferedDay, type SlotOffer } from './offer'
import { freeSlots, heldInterval, nearest, offer, readSlotId, slotOf, type Interval, type Slot } from './slots'

/**
 * The booking's rules at work (issue 62), given its parts: the store, the
 * owner's consultation and office hours, their calendar's busy times and a
 * clock (./booking-parts.ts wires the real ones; the tests their own).
 * Offers the free times, and holds one for a request: checked against the
 * hours and the busy times as they are now, then created only if none of
 * its quarter hours is held (./booking-store.ts), so that of two families
 * choosing one time, one gets it and the other is offered the nearest.
 */
export interface BookingParts {
  store: BookingStore
  hours: () => Promise<ConsultationHours>
  officeHours: () => Promise<OfficeHours>
  busy: (url: string | null, from: Date, to: Date) => Promise<Interval[]>
  now: () => Date
}

async function freeNow(parts: BookingParts, meeting: Meeting): Promise<{ hours: ConsultationHours; free: Slot[] }> {
  const now = parts.now()
  const [hours, officeHours] = await Promise.all([parts.hours(), parts.officeHours()])
  const until = new Date(now.getTime() + (hours.daysAhead + 2) * 86_400_000)
  const [busy, taken] = await Promise.all([parts.busy(hours.calendarUrl, now, until), parts.store.takenCells(now)])
  return { hours, free: freeSlots({ hours, officeHours, busy, taken, now, meeting }) }
}

export async function offerFor(parts: BookingParts, meeting: Meeting, language: Language): Promise<SlotOffer> {
  const { hours, free } = await freeNow(parts, meeting)
  return { meeting, minutes: hours.minutes, daysAhead: hours.daysAhead, days: offeredDays(offer(free), language) }
}

export interface HoldInput {
  slot: string
  /** The request's uuid: the booking is `private.booking.<uuid>`, the request `lead.<uuid>`. */
  uuid: string
  language: Language
  textReminder: boolean
}

export type HoldResult =
  | { status: 'held'; booking: Booking }
  | { status: 'taken'; wanted: Date; alternatives: OfferedDay[] }
  | { status: 'invalid' }

export async function holdFor(parts: BookingParts, input: HoldInput): Promise<HoldResult> {
  const wanted = readSlotId(input.slot)
  if (!wanted) return { status: 'invalid' }
  const id = bookingIdFor(input.uuid)
  // A send tried again (a dropped answer): the time it already holds is its own.
  const existing = await parts.store.get(id)
  if (existing && existing.status !== 'cancelled' && existing.start === wanted.start.toISOString()) {
    return { status: 'held', booking: existing }
  }
  const taken = async (): Promise<HoldResult> => {
    const { free } = await freeNow(parts, wanted.meeting)
    const close = nearest(free, wanted.start)
    return { status: 'taken', wanted: wanted.start, alternatives: offeredDays(groupByDay(close), input.language) }
  }
  const { hours, free } = await freeNow(parts, wanted.meeting)
  if (!free.some((slot) => slot.id === input.slot)) return taken()
  const slot = slotOf(wanted.meeting, wanted.start, hours)
  const booking: Booking = {
    _id: id,
    _type: BOOKING_TYPE,
    requestId: `lead.${input.uuid}`,
    meeting: slot.meeting,
    start: slot.start,
    end: slot.end,
    cells: cellsOf(heldInterval(slot.meeting, wanted.start, hours)),
    status: 'held',
    heldAt: parts.now().toISOString(),
    language: input.language,
    secret: newBookingSecret(),
    ...(input.textReminder ? { textReminder: true } : {}),
  }
  if (existing && existing.status !== 'cancelled') await parts.store.cancel(existing._id, parts.now())
  return (await parts.store.hold(booking)) === 'held' ? { status: 'held', booking } : taken()
}

function groupByDay(slots: readonly Slot[]): Slot[][] {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot])
  return [...days.values()]
}
