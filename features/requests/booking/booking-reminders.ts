import { wordsFor } from '@/lib/i18n/words'
import 'server-only'
import { fill } from '@/lib/i18n/fill'
import type { ChannelOutcome, OwnerAlertOutcome } from '../model/owner-alert'
import type { OwnerMessage } from '../alerts/send-owner-message'
import { HOLD_MS, type Booking } from './booking'
import { ownerReminderMessage } from './booking-messages'
import type { BookingStore } from './booking-store'
import { bookingLink } from './links'
import { slotWords } from './slot-words'

/**
 * The booking's timed work (issue 62), for the site's one scheduler: the
 * family's reminder the day before (by e-mail; by text only if they ticked
 * the box), the owner's an hour before, and the letting go of a hold whose
 * request never came. Each reminder is claimed on the booking before it is
 * sent (the store's revision check: two runs never both claim it), and its
 * outcome written after; one that failed is tried again on a later tick
 * while the time is still ahead.
 */
export const FAMILY_REMINDER_MS = 24 * 60 * 60_000
export const OWNER_REMINDER_MS = 60 * 60_000

export interface ReminderParts {
  store: BookingStore
  now: Date
  siteUrl: string
  agency: string
  /** Whether the request the hold was made for is kept and not in Spam (then the hold is its booking). */
  requestIsNew: (requestId: string) => Promise<boolean | null>
  emailFamily: (booking: Booking, params: Record<string, string>) => Promise<ChannelOutcome>
  textFamily: (booking: Booking, body: string) => Promise<ChannelOutcome>
  tellOwner: (message: OwnerMessage) => Promise<Partial<OwnerAlertOutcome>>
}

type Reminder = 'family' | 'familyText' | 'owner'

/** Takes a reminder for this run: false when another run has it, or it went (or cannot go) already. */
async function claim(store: BookingStore, booking: Booking, which: Reminder, now: Date): Promise<boolean> {
  return store.update(booking._id, (current) => {
    const done = current.reminders?.[which]
    // Failed, or held over the owner's alerts an hour: tried again. Claimed by a run that never finished: never
    // sent twice, as the second alert (docs/decisions.md, "The site keeps its own time").
    const again = !done || done.status === 'failed' || done.status === 'held'
    if (current.status !== 'booked' || !again) return null
    return { reminders: { ...current.reminders, [which]: { status: 'sending', at: now.toISOString() } } }
  })
}

async function record(store: BookingStore, booking: Booking, which: Reminder, outcome: ChannelOutcome | undefined) {
  if (!outcome) return
  await store.update(booking._id, (current) => ({ reminders: { ...current.reminders, [which]: outcome } }))
}

function familyWords(booking: Booking, parts: ReminderParts) {
  const words = wordsFor(booking.language).booking
  const time = slotWords(new Date(booking.start), booking.language)
  const how = booking.meeting === 'phone' ? words.eventPhone : words.eventVisit
  const link = bookingLink(booking, 'cancel', parts.siteUrl)
  return {
    email: fill(words.reminderEmail, { agency: parts.agency, time, how, link }),
    text: fill(words.reminderText, { agency: parts.agency, time }),
    time,
    link,
  }
}

export async function runBookingReminders(parts: ReminderParts): Promise<string> {
  const { store, now } = parts
  const done: string[] = []
  // A hold older than its grace whose request never became New: let go, its time offered again.
  const upcoming = await store.between(new Date(now.getTime() - HOLD_MS), new Date(now.getTime() + 90 * 86_400_000))
  for (const booking of upcoming) {
    if (booking.status !== 'held' || now.getTime() - Date.parse(booking.heldAt) < HOLD_MS) continue
    if ((await parts.requestIsNew(booking.requestId)) === false && (await store.cancel(booking._id, now))) {
      done.push(`let go of an unconfirmed hold (${booking.requestId})`)
    }
  }
  for (const booking of upcoming) {
    if (booking.status !== 'booked') continue
    const ahead = Date.parse(booking.start) - now.getTime()
    if (ahead <= 0) continue
    if (ahead <= FAMILY_REMINDER_MS && ahead > OWNER_REMINDER_MS) {
      const words = familyWords(booking, parts)
      if (booking.email && (await claim(store, booking, 'family', now))) {
        const outcome = await parts.emailFamily(booking, {
          to_email: booking.email,
          to_name: booking.name ?? '',
          consultation_time: words.time,
          reminder: words.email,
          cancel_link: words.link,
        })
        await record(store, booking, 'family', outcome)
        done.push(`family e-mail ${outcome.status} (${booking.requestId})`)
      }
      if (booking.textReminder && booking.phone && (await claim(store, booking, 'familyText', now))) {
        const outcome = await parts.textFamily(booking, words.text)
        await record(store, booking, 'familyText', outcome)
        done.push(`family text ${outcome.status} (${booking.requestId})`)
      }
    }
    if (ahead <= OWNER_REMINDER_MS && (await claim(store, booking, 'owner', now))) {
      const outcomes = await parts.tellOwner(ownerReminderMessage(booking, parts.siteUrl))
      const outcome = outcomes.text?.status === 'sent' ? outcomes.text : (outcomes.email ?? outcomes.text)
      await record(store, booking, 'owner', outcome)
      done.push(`owner reminder ${outcome?.status ?? 'not sent'} (${booking.requestId})`)
    }
  }
  return done.length ? done.join('; ') : 'nothing due'
}
