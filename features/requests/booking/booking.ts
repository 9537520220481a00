/**
 * A booked consultation (issue 62), as the store keeps it beside the
 * family's request: which request, which meeting, when, the quarter-hour
 * cells it holds (./cells.ts), and what became of it. Held when the family
 * presses Send, booked once the request is kept, cancelled by the family's
 * signed link or freed when its request never came. Pure.
 */
import type { Language } from '../../../lib/i18n/languages'
import type { ChannelOutcome } from '../model/owner-alert'
import type { Meeting } from './hours'

export const BOOKING_TYPE = 'booking'
export const CELL_TYPE = 'bookingCell'

export type BookingStatus = 'held' | 'booked' | 'cancelled'

export interface Booking {
  /** "private.booking.<uuid>": a private id, never served without a token. */
  _id: string
  _type: typeof BOOKING_TYPE
  requestId: string
  meeting: Meeting
  start: string
  end: string
  cells: string[]
  status: BookingStatus
  heldAt: string
  cancelledAt?: string
  /** Random, never shown: the key of this booking's links (./links.ts). */
  secret: string
  language: Language
  /** For the reminders: the family's name, and how to reach them. */
  name?: string
  phone?: string
  email?: string
  /** The family ticked "Text me a reminder": unticked unless they did. */
  textReminder?: boolean
  reminders?: { family?: ReminderOutcome; familyText?: ReminderOutcome; owner?: ReminderOutcome }
}

/** A reminder's outcome; `sending` while a run has claimed it (one that never finished is not sent again). */
export type ReminderOutcome = ChannelOutcome | { status: 'sending'; at: string }

export const bookingIdFor = (uuid: string) => `private.booking.${uuid}`
export const cellIdFor = (cell: string) => `private.bookingCell.${cell}`

/** A hold that never became a booking (its request never came, or stayed unconfirmed) is let go after this. */
export const HOLD_MS = 30 * 60_000
