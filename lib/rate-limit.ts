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
 * Who is asking: the first address of X-Forwarded-For. Next.js sets it to the
 * connection's address when the request has none; a proxy in front (Vercel's,
 * or nginx told to) overwrites what the client sent, which a client talking to
 * the server directly could otherwise choose (docs/security.md).
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'direct'
}
