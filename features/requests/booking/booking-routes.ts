import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { clientKey } from '@/lib/http/client-key'
import { readCappedBody, bodyText } from '@/lib/http/request-body'
import { isLanguage, type Language } from '@/lib/i18n/languages'
import type { RateLimiter } from '@/lib/limits/rate-limit'
import { isSameOrigin } from '../server/same-origin'
import type { Booking } from './booking'
import { bookingIdFor } from './booking'
import { holdFor, offerFor, type BookingParts } from './booking-service'
import { MEETINGS, type Meeting } from './hours'
import { bookedTime, bookingEvent, bookingFeed, cancelPage, cancelledPage, expiredPage } from './booking-pages'
import { calendarText } from './ics'
import { slotWords } from './slot-words'
import { choosePage } from './choose-page'
import { linkIsGood } from './links'
import type { HoldAnswer } from './offer'

/**
 * The booking's routes (app/api/bookings/…): the free times as JSON, a hold
 * for a request about to be sent, the family's calendar file and their
 * cancel page, and the owner's private feed. Built from their parts, so the
 * tests give them a store, a clock and a budget.
 */
export interface BookingRouteParts {
  parts: () => BookingParts | null
  /** Holds a client may ask for in ten minutes: a family holds one, perhaps two. */
  limiter: RateLimiter
  siteUrl: () => string
  agencyName: () => Promise<string>
  feedSecret: () => string | undefined
  /** Tells the owner a family cancelled; never throws. */
  tellOwner: (booking: Booking) => Promise<void>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const JSON_HEADERS = { 'cache-control': 'no-store' }
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...JSON_HEADERS, ...headers } })
const refuse = (status: number, error: Exclude<HoldAnswer, { ok: true }>['error'], message: string) =>
  json(status, { ok: false, error, message })
const unavailable = () =>
  refuse(503, 'unavailable', 'Times cannot be booked on this site just now: SANITY_API_WRITE_TOKEN is not set.')
const html = (status: number, page: string) => new Response(page, { status, headers: HTML_HEADERS })

export function createBookingRoutes(route: BookingRouteParts) {
  async function findBooking(url: URL, purpose: 'calendar' | 'cancel', token: unknown, parts: BookingParts) {
    const uuid = url.searchParams.get('b') ?? ''
    if (!UUID.test(uuid)) return null
    const booking = await parts.store.get(bookingIdFor(uuid))
    return booking && booking.status !== 'cancelled' && linkIsGood(booking, purpose, token, parts.now())
      ? booking
      : null
  }

  return {
    /** GET /api/bookings/slots?meeting=phone&language=en */
    async slots(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const meeting = url.searchParams.get('meeting') ?? 'phone'
      const language = url.searchParams.get('language') ?? 'en'
      if (!(MEETINGS as readonly string[]).includes(meeting) || !isLanguage(language)) {
        return refuse(400, 'badRequest', 'Ask for meeting=phone or visit and a language of the site.')
      }
      const parts = route.parts()
      if (!parts) return unavailable()
      return json(200, await offerFor(parts, meeting as Meeting, language))
    },

    /** POST /api/bookings/hold {slot, requestId, language, textReminder} */
    async hold(request: Request): Promise<Response> {
      if (!isSameOrigin(request.headers)) return refuse(403, 'crossOrigin', 'Times are booked only from this website.')
      if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
        return refuse(400, 'badRequest', 'Send the hold as application/json.')
      }
      const read = await readCappedBody(request, 4096)
      let body: Record<string, unknown> | null = null
      try {
        body = read.ok ? (JSON.parse(bodyText(read.bytes)) as Record<string, unknown>) : null
      } catch {}
      const { slot, requestId, language, textReminder } = body ?? {}
      if (typeof slot !== 'string' || typeof requestId !== 'string' || !UUID.test(requestId) || !isLanguage(language)) {
        return refuse(400, 'badRequest', 'A hold names a slot, the request’s id and a language of the site.')
      }
      const parts = route.parts()
      if (!parts) return unavailable()
      const budget = await route.limiter.take(clientKey(request))
      if (!budget.allowed) {
        const answer = refuse(429, 'rateLimited', 'Too many times asked for: please wait a few minutes, or call us.')
        answer.headers.set('retry-after', String(budget.retryAfterSeconds))
        return answer
      }
      const held = await holdFor(parts, { slot, uuid: requestId, language, textReminder: textReminder === true })
      if (held.status === 'invalid') return refuse(400, 'invalid', 'That is not a time this site offers.')
      if (held.status === 'taken') {
        return json(409, {
          ok: false,
          error: 'taken',
          wanted: slotWords(held.wanted, language),
          alternatives: held.alternatives,
        } satisfies HoldAnswer)
      }
      const event = bookingEvent(held.booking, await route.agencyName(), route.siteUrl())
      // Links relative to the page the family is on; the calendar event's own is whole (the site's address).
      return json(201, { ok: true, booked: bookedTime.of(held.booking, event, '') } satisfies HoldAnswer)
    },

    /** GET /api/bookings/choose?language=es: the request and its time as a plain page, for a browser without scripts. */
    async choose(request: Request): Promise<Response> {
      const language = languageOf(new URL(request.url))
      const parts = route.parts()
      const offer = parts ? await offerFor(parts, 'phone', language).catch(() => null) : null
      return html(200, choosePage(offer, language))
    },

    /** GET /api/bookings/calendar?b=<uuid>&t=<token>: the family's .ics file. */
    async calendar(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const parts = route.parts()
      const booking = parts && (await findBooking(url, 'calendar', url.searchParams.get('t'), parts))
      if (!booking)
        return new Response('This calendar link is no longer valid.', { status: 404, headers: JSON_HEADERS })
      const event = bookingEvent(booking, await route.agencyName(), route.siteUrl())
      return new Response(calendarText([event], { name: event.title, now: parts.now() }), {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'attachment; filename="consultation.ics"',
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex',
        },
      })
    },

    /** GET /api/bookings/cancel?b=&t=: "Cancel your consultation?", with a button that posts. */
    async cancelQuestion(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const parts = route.parts()
      const token = url.searchParams.get('t')
      const booking = parts && (await findBooking(url, 'cancel', token, parts))
      if (!booking) return html(404, expiredPage(languageOf(url)))
      return html(200, cancelPage(booking, url.searchParams.get('b')!, token!))
    },

    /** POST /api/bookings/cancel (b, t): cancels, frees the time, tells the owner. */
    async cancel(request: Request): Promise<Response> {
      const url = new URL(request.url)
      if (!isSameOrigin(request.headers)) return html(403, expiredPage(languageOf(url)))
      const read = await readCappedBody(request, 2048)
      const form = new URLSearchParams(read.ok ? bodyText(read.bytes) : '')
      const parts = route.parts()
      const target = new URL(`?b=${encodeURIComponent(form.get('b') ?? '')}`, url)
      const booking = parts && (await findBooking(target, 'cancel', form.get('t'), parts))
      if (!booking) return html(404, expiredPage(languageOf(url)))
      const cancelled = await parts.store.cancel(booking._id, parts.now())
      if (cancelled) await route.tellOwner(cancelled)
      return html(200, cancelledPage(booking))
    },

    /** GET /api/bookings/feed?key=…: the owner's subscription to every booked consultation. */
    async feed(request: Request): Promise<Response> {
      const secret = route.feedSecret()
      const key = new URL(request.url).searchParams.get('key') ?? ''
      const parts = route.parts()
      if (!secret || !parts || !sameText(key, secret)) return new Response('Not found.', { status: 404 })
      const now = parts.now()
      const bookings = await parts.store.between(
        new Date(now.getTime() - 30 * 86_400_000),
        new Date(now.getTime() + 90 * 86_400_000),
      )
      return new Response(bookingFeed(bookings, await route.agencyName(), route.siteUrl(), now), {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex',
        },
      })
    },
  }
}

function sameText(given: string, secret: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

function languageOf(url: URL): Language {
  const language = url.searchParams.get('language')
  return isLanguage(language) ? language : 'en'
}
