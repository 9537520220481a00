import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { sharedRedis, warnRedis } from './redis'

/**
 * How many times something has happened in the current window of
 * `windowMs` (a fixed window, from its first time): the site's alerts this
 * hour (features/requests/alerts/). In memory, and with REDIS_URL in Redis,
 * so every instance counts the same alerts; when Redis does not answer, this
 * server's own count is used.
 */
export interface Counter {
  /** Counts one more and returns the count so far in this window, and when the window ends. */
  add(key: string, now?: number): Promise<{ count: number; resetsAt: number }>
}

export function createCounter({ name, windowMs }: { name: string; windowMs: number }): Counter {
  const local = new Map<string, { count: number; resetsAt: number }>()
  let shared: { redis: object; counter: RateLimiterRedis } | null = null
  return {
    async add(key, now = Date.now()) {
      for (const [old, window] of local) if (window.resetsAt <= now) local.delete(old)
      const window = local.get(key) ?? { count: 0, resetsAt: now + windowMs }
      window.count += 1
      local.set(key, window)
      const redis = sharedRedis()
      if (!redis) return { ...window }
      if (shared?.redis !== redis) {
        shared = {
          redis,
          counter: new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `hearthside:count:${name}`,
            points: Number.MAX_SAFE_INTEGER,
            duration: Math.ceil(windowMs / 1000),
            rejectIfRedisNotReady: true,
          }),
        }
      }
      try {
        const counted = await shared.counter.consume(key)
        return { count: counted.consumedPoints, resetsAt: now + counted.msBeforeNext }
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) warnRedis((error as Error).message)
        return { ...window }
      }
    },
  }
}
