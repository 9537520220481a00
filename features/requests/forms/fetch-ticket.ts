/**
 * The browser's side of the form's ticket (features/requests/server/ticket.ts):
 * fetched when the visitor first touches a form, with the rest of what only
 * a send needs (use-send.ts), and handed to the request when it goes
 * (send-request.ts). The server keeps a request whose ticket is missing, too
 * fresh or stale as spam, so this makes sure a person's never is: a ticket
 * that did not come is fetched again at Send, one near its four hours is
 * replaced, and a ticket younger than the minimum fill time is waited on
 * (the e-mail does not wait: only the copy kept on the website does).
 */
import type { RequestKind } from '../model/request'
import { MIN_FILL_MS } from '../model/limits'

export const TOKEN_ENDPOINT = '/api/leads/token'
/** The server takes a ticket for four hours; past this age the form fetches a new one rather than risk it. */
export const TOKEN_REFRESH_AFTER_MS = 3.5 * 3600 * 1000
const FETCH_TIMEOUT_MS = 8000

type Held = { token: string; receivedAt: number }

export interface TicketDeps {
  fetch: typeof fetch
  now: () => number
  sleep: (ms: number) => Promise<void>
}

const browser: TicketDeps = {
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

const held = new Map<RequestKind, Promise<Held | null>>()
/** The forms whose last ticket the server refused (429, a busy network): their request goes without and says so. */
const refused = new Set<RequestKind>()

async function fetchTicket(kind: RequestKind, deps: TicketDeps): Promise<Held | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS)
  try {
    const response = await deps.fetch(`${TOKEN_ENDPOINT}?kind=${kind}`, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    })
    const body = (await response.json().catch(() => null)) as { token?: unknown } | null
    if (response.status === 429) refused.add(kind)
    else refused.delete(kind)
    if (!response.ok || typeof body?.token !== 'string') return null
    return { token: body.token, receivedAt: deps.now() }
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** Starts fetching this form's ticket, once: on the visitor's first touch of the form. */
export function prefetchTicket(kind: RequestKind, deps: TicketDeps = browser): void {
  if (!held.has(kind)) held.set(kind, fetchTicket(kind, deps))
}

/**
 * A ticket the server will take for a person's, waiting until it is old
 * enough; undefined when none could be had (the request then goes without
 * one, and is kept as spam rather than lost).
 */
export async function readyTicket(kind: RequestKind, deps: TicketDeps = browser): Promise<string | undefined> {
  let ticket = await (held.get(kind) ?? Promise.resolve(null))
  if (!ticket || deps.now() - ticket.receivedAt > TOKEN_REFRESH_AFTER_MS) {
    const fresh = fetchTicket(kind, deps)
    held.set(kind, fresh)
    ticket = await fresh
  }
  if (!ticket) {
    // Fetched again next time: a dropped connection should not cost every later send its ticket.
    held.delete(kind)
    return undefined
  }
  // Signed before it arrived here, the ticket is a little older by the server's clock than by this one.
  const wait = MIN_FILL_MS - (deps.now() - ticket.receivedAt)
  if (wait > 0) await deps.sleep(wait)
  return ticket.token
}

/**
 * A ticket goes with one request (the server takes each once): once a send
 * has used it, whatever its answer, the next one is fetched at once, and has
 * aged by the time the visitor sends again.
 */
export function spendTicket(kind: RequestKind, deps: TicketDeps = browser): void {
  held.delete(kind)
  prefetchTicket(kind, deps)
}

/**
 * Whether the server's last answer to this form's ticket was "too many" (429): the request then goes without one,
 * is kept as unverified and announced to the owner, and the family is told its send was not checked as usual.
 */
export function ticketWasRefused(kind: RequestKind): boolean {
  return refused.has(kind)
}

/** The tests' reset: tickets are kept per page, and each test is a new page. */
export function forgetTickets() {
  held.clear()
  refused.clear()
}
