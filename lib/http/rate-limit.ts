import ipaddr from 'ipaddr.js'
import { clientAddressSource, type ClientAddressSource } from '../env/clients'

/**
 * A per-client request budget: at most `limit` requests in any `windowMs`.
 * In memory, so it holds per server instance (each replica or serverless
 * instance counts on its own); a shared store would be needed for a strict
 * limit across instances. The table is bounded: past `maxClients` the
 * longest-idle clients are forgotten, so rotating addresses cannot exhaust
 * memory.
 */
export interface RateLimiter {
  /** Counts the request and says whether it is within the budget, and if not, when to retry. */
  take(client: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number }
  /** How many request times it holds for a client: at most `limit + 1`, however hard the client hammers. */
  storedHits(client: string): number
}

export function createRateLimiter({
  limit,
  windowMs,
  maxClients = 10_000,
}: {
  limit: number
  windowMs: number
  maxClients?: number
}): RateLimiter {
  // Insertion order is recency order: a client is re-inserted on every request.
  const clients = new Map<string, number[]>()
  return {
    take(client, now = Date.now()) {
      const recent = (clients.get(client) ?? []).filter((time) => now - time < windowMs)
      recent.push(now)
      // Refused requests count too, yet only the last `limit + 1` times can
      // decide an answer: the request is refused when the oldest of them is
      // still in the window, and may retry when it leaves. Older ones are
      // dropped, so a flood costs the same per request as a trickle.
      if (recent.length > limit + 1) recent.splice(0, recent.length - limit - 1)
      clients.delete(client)
      clients.set(client, recent)
      while (clients.size > maxClients) clients.delete(clients.keys().next().value!)
      if (recent.length <= limit) return { allowed: true }
      const oldest = recent[0]!
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
    },
    storedHits: (client) => clients.get(client)?.length ?? 0,
  }
}

/**
 * A route's two budgets per client, for a route that takes posts only from
 * this site's own pages. A page elsewhere can make a visitor's browser post
 * to it (a no-cors fetch, a form), but never as this site's origin nor as
 * JSON; if such posts spent the visitor's budget, that page could use up a
 * family's posts. So posts the route refuses before their content counts
 * (another origin, another type, unreadable, not the shape of a request)
 * spend `refused`, and only well-formed ones from this site spend
 * `wellFormed`. Each is `limit` in `windowMs`, as createRateLimiter's.
 */
export interface SplitRateLimiter {
  wellFormed: RateLimiter
  refused: RateLimiter
}

export function createSplitRateLimiter(options: Parameters<typeof createRateLimiter>[0]): SplitRateLimiter {
  return { wellFormed: createRateLimiter(options), refused: createRateLimiter(options) }
}

/** The one key of requests whose client cannot be told: they share a budget. */
export const UNKNOWN_CLIENT = 'unknown'

let warnedShortChain = false

/**
 * Who is asking, as far as the deployment can vouch for it (its
 * `ClientAddressSource`, from TRUSTED_PROXY_HOPS and VERCEL):
 *
 * - on Vercel, `x-vercel-forwarded-for` (then `x-real-ip`), which the platform
 *   sets from the connection and overwrites when a client sends its own;
 * - behind N proxies of the deployment's own that append to X-Forwarded-For
 *   (nginx's `$proxy_add_x_forwarded_for`, most load balancers), the Nth entry
 *   from the right: the address the outermost of them saw. Entries further
 *   left are whatever the client wrote, and a client could otherwise claim a
 *   new address, and a new budget, with every request;
 * - with none (0), the last entry, which lib/http/connection-address.ts sets to the
 *   connection's address before Next.js sees the request.
 *
 * A request with fewer entries than the proxies configured did not come
 * through them all (or the count is wrong): it gets the shared key, and the
 * log says once which variable to check.
 */
export function clientKey(request: Request, source: ClientAddressSource = clientAddressSource()): string {
  const { headers } = request
  if (source.kind === 'vercel') {
    const entry = firstEntry(headers.get('x-vercel-forwarded-for')) ?? firstEntry(headers.get('x-real-ip'))
    return entry ? addressKey(entry) : UNKNOWN_CLIENT
  }
  const entries = entriesOf(headers.get('x-forwarded-for'))
  const entry = entries[entries.length - Math.max(1, source.trustedHops)]
  if (entry) return addressKey(entry)
  if (entries.length > 0 && !warnedShortChain) {
    warnedShortChain = true
    console.warn(
      `[rate-limit] A request's X-Forwarded-For has ${entries.length} address(es), fewer than TRUSTED_PROXY_HOPS=${source.trustedHops}: such requests share one budget. Check TRUSTED_PROXY_HOPS against the proxies in front of the site (docs/security.md).`,
    )
  }
  return UNKNOWN_CLIENT
}

/**
 * One budget per subscriber, not per address. An IPv6 subscriber is given at
 * least a whole /64 (RFC 6177; phones and home routers pick a new address in
 * it every day or so, by privacy extensions), so a client could take a new
 * address, and a new budget, for every request: IPv6 addresses count by their
 * /64. An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, what a
 * dual-stack socket reports) is that IPv4 address. Anything else is kept as
 * written.
 */
export function addressKey(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address
  const v6 = ipaddr.IPv6.parse(address)
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

function entriesOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

function firstEntry(value: string | null): string | undefined {
  return entriesOf(value)[0]
}
