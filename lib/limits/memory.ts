/**
 * This server's own count of requests per key: at most `limit` in any
 * `windowMs`, kept as the times of a key's last `limit + 1` requests (a
 * flood costs the same per request as a trickle). Always counted, with or
 * without Redis (./rate-limit.ts): it is what still holds when Redis does not
 * answer.
 *
 * The table forgets only what has expired. It holds at most `maxKeys`
 * clients; when it is full of clients still inside their window, a new one is
 * not added (`full`): the caller counts it by its network alone. So a flood
 * from fresh addresses can neither push a spent budget out of the table and
 * reset it, nor grow the table without bound.
 */
export type WindowVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number }
  /** The table is full of live clients: this key is not counted here. */
  | { full: true }

export interface MemoryWindow {
  take(key: string, now?: number): WindowVerdict
  /** How many request times it holds for a key: at most `limit + 1`, however hard the key hammers. */
  storedHits(key: string): number
  size(): number
}

export const DEFAULT_MAX_KEYS = 50_000

export function createMemoryWindow({
  limit,
  windowMs,
  maxKeys = DEFAULT_MAX_KEYS,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
}): MemoryWindow {
  const keys = new Map<string, number[]>()
  let sweptAt = -Infinity

  /** Forgets every key whose last request has left the window; at most once a tenth of a window. */
  function sweep(now: number) {
    if (now - sweptAt < windowMs / 10) return
    sweptAt = now
    for (const [key, times] of keys) if (now - times[times.length - 1]! >= windowMs) keys.delete(key)
  }

  return {
    take(key, now = Date.now()) {
      let times = keys.get(key)
      if (!times) {
        if (keys.size >= maxKeys) sweep(now)
        if (keys.size >= maxKeys) return { full: true }
        times = []
        keys.set(key, times)
      }
      const recent = times.filter((time) => now - time < windowMs)
      recent.push(now)
      // Refused requests count too, yet only the last `limit + 1` times can
      // decide an answer: the request is refused when the oldest of them is
      // still in the window, and may retry when it leaves.
      if (recent.length > limit + 1) recent.splice(0, recent.length - limit - 1)
      keys.set(key, recent)
      if (recent.length <= limit) return { allowed: true }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) }
    },
    storedHits: (key) => keys.get(key)?.length ?? 0,
    size: () => keys.size,
  }
}
