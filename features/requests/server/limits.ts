/**
 * The per-client budget of requests, shared by both ways a form reaches the
 * server (POST /api/leads from the page's scripts, POST /api/contact without
 * them), so that switching route gains a script nothing.
 */
import { createMarks } from '@/lib/limits/marks'
import { createOnce } from '@/lib/limits/once'
import { createRateLimiter, createSplitRateLimiter } from '@/lib/limits/rate-limit'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { TICKET_MAX_AGE_MS } from '../model/limits'

/**
 * A family sends one request, perhaps two; five in ten minutes is generous,
 * and stops a script filling the Inbox. Posts refused for their origin or
 * form get five more of their own (lib/limits/rate-limit.ts, createSplitRateLimiter).
 */
export const REQUEST_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

export const requestLimiter = createSplitRateLimiter({ name: 'requests', ...REQUEST_RATE_LIMIT })

/**
 * "Confirm and send" on the no-script page: five presses per request in ten
 * minutes, counted by the request its ticket names, so that no other post of
 * the client's (a page elsewhere posting for it, another request) can spend
 * a family's confirmation.
 */
export const CONFIRMATION_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000, network: false } as const
export const confirmationLimiter = createRateLimiter({ name: 'confirmations', ...CONFIRMATION_RATE_LIMIT })

/** "Please wait 7 minutes…": whole minutes, as a person would say it. */
export function rateLimitWords(retryAfterSeconds: number, language: Language = 'en'): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const words = wordsFor(language).noScript
  return minutes === 1 ? words.rateLimitedOne : fill(words.rateLimited, { minutes })
}

/**
 * The form tickets requests have used: one request per ticket (the form
 * fetches a new one for each). Not bound to the client's address, on purpose:
 * a family's phone moves from Wi-Fi to the cell network, and its IPv6 address
 * changes by itself, while the form is being filled in, and a ticket bound to
 * the address would send their request to Spam (docs/security.md).
 */
export const ticketsUsed = createOnce({ name: 'tickets-used', ttlMs: TICKET_MAX_AGE_MS + 60_000 })

/**
 * Each stored request's one owner alert, claimed before it is sent (./after-store.ts): by any path (the request's
 * store, the no-script confirmation, "Not spam" in the Studio) and any number of calls, one alert (issue 60). A week:
 * longer than any request waits to be moved out of Spam; the request's own record (`ownerAlert`) holds after that.
 */
export const alertClaims = createOnce({ name: 'owner-alert-claims', ttlMs: 7 * 24 * 60 * 60 * 1000 })

/**
 * The clients the ticket route refused (a spent budget) in the last ten minutes: a request that then comes
 * without its ticket is a family's whose page could not get one, kept as New and announced as unverified, never
 * silently Spam (issue 60). Counted per client, as the refusal was.
 */
export const ticketRefusals = createMarks({ name: 'ticket-refusals', ttlMs: 10 * 60 * 1000 })
