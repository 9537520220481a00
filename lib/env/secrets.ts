import 'server-only'

/**
 * The server's secrets, read from the environment inside functions, on the
 * server only. They live apart from the other modules of lib/env/ because
 * the Studio's browser bundle imports those (sanity.config.ts): `server-only`
 * fails the build of any browser code that imports this one, so neither
 * these getters nor the names of the variables they read can end up in a
 * bundle. The owner's alert keys are the request feature's
 * (features/requests/alerts/env.ts), server-only too. Node scripts that
 * need a token (`npm run leads:*`) run under the `react-server` condition,
 * which lets the import through.
 */

/** The Viewer token for draft preview. Never give it to a client component. */
export function sanityReadToken(): string | undefined {
  return process.env.SANITY_API_READ_TOKEN?.trim() || undefined
}

/**
 * An Editor token, with which POST /api/leads creates the inbox's `lead`
 * documents and `npm run leads:purge` deletes old ones. Never NEXT_PUBLIC_,
 * never given to a client component.
 */
export function sanityWriteToken(): string | undefined {
  return process.env.SANITY_API_WRITE_TOKEN?.trim() || undefined
}

/** The secret Sanity signs its publish webhook with. */
export function revalidateSecret(): string | undefined {
  return process.env.SANITY_REVALIDATE_SECRET?.trim() || undefined
}

/**
 * The key the server signs the forms' tickets with (issue 36,
 * features/requests/server/ticket-key.ts says what it falls back to).
 */
export function ticketSecret(): string | undefined {
  return process.env.FORM_TOKEN_SECRET?.trim() || undefined
}

/** The bearer token GET /api/cron requires (Vercel Cron sends it; issue 61). */
export function cronSecret(): string | undefined {
  return process.env.CRON_SECRET?.trim() || undefined
}

/**
 * The secret in the owner's private feed of booked consultations (GET /api/bookings/feed?key=…; issue 62): at
 * least 24 characters, or no feed is served.
 */
export function bookingFeedSecret(): string | undefined {
  const value = process.env.BOOKING_FEED_SECRET?.trim()
  return value && value.length >= 24 ? value : undefined
}
