/**
 * What the browser is sent about the free times, and what a hold answers
 * (issue 62): the times in words already, in the family's language on
 * Georgia's clock, so that the picker needs no date code of its own. Shared
 * by the routes (./booking-routes.ts), the picker (../forms/SlotPicker.tsx)
 * and the no-script form. Pure.
 */
import type { Language } from '../../../lib/i18n/languages'
import type { Meeting } from './hours'
import { clockWithHalf, dayWords, slotWords } from './slot-words'
import type { Slot } from './slots'

export interface OfferedTime {
  /** The slot's id, the radio button's value: "phone@2026-12-01T19:00:00.000Z". */
  id: string
  /** "2:00 p.m." */
  clock: string
  /** The whole time: "Tuesday, December 1, 2:00 p.m., Georgia time". */
  words: string
}

export interface OfferedDay {
  date: string
  /** "Tuesday, December 1" */
  day: string
  times: OfferedTime[]
}

export interface SlotOffer {
  meeting: Meeting
  /** How long each meeting lasts, for the meeting's choice. */
  minutes: Record<Meeting, number>
  days: OfferedDay[]
  /** How many days ahead were looked at, for "no time is free in the next 14 days". */
  daysAhead: number
}

/** A booked time, for the confirmation: its words and the family's links. */
export interface BookedTime {
  id: string
  words: string
  /** "Your free consultation: Tuesday, December 1, 2:00 p.m., Georgia time.": the confirmation's and e-mail's sentence. */
  sentence: string
  meeting: Meeting
  /** The .ics file, the Google Calendar link, the change-or-cancel page. */
  calendar: string
  google: string
  cancel: string
}

export type HoldAnswer =
  | { ok: true; booked: BookedTime }
  /** Someone else held it first (or it is no longer free): its words, and the free times nearest it. */
  | { ok: false; error: 'taken'; wanted: string; alternatives: OfferedDay[] }
  | { ok: false; error: 'invalid' | 'unavailable' | 'rateLimited' | 'crossOrigin' | 'badRequest'; message: string }

export function offeredTime(slot: Slot, language: Language): OfferedTime {
  const at = new Date(slot.start)
  return { id: slot.id, clock: clockWithHalf(at, language), words: slotWords(at, language) }
}

/** Slots grouped by day, in words. */
export function offeredDays(days: readonly (readonly Slot[])[], language: Language): OfferedDay[] {
  return days.map((slots) => ({
    date: slots[0]!.date,
    day: dayWords(new Date(slots[0]!.start), language),
    times: slots.map((slot) => offeredTime(slot, language)),
  }))
}
