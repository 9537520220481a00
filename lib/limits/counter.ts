import { onRedis } from './redis'

/**
 * How many times something has happened in the current window of
 * `windowMs`: the site's alerts this hour (features/requests/alerts/). The
 * windows are the clock's (the hour from 10:00 to 11:00), each named by its
 * number, so that every instance and every call agrees on which window it is
 * and when it ends: what happens once a window (the alerts' digest) is keyed
 * by it exactly (issue 60: a window that ended "now + the time left", read a
 * millisecond apart, named a new one at every call). In memory, and with
 * REDIS_URL in Redis (INCR), so every instance counts the same; when Redis
 * does not answer, this server's own count is used.
 */
export interface Counter {
  /** Counts one more and returns the count so far in this window, its name and when it ends. */
  add(key: string, now?: number): Promise<{ count: number; window: number; resetsAt: number }>
}

const REDIS_PREFIX = 'hearthside:count'

export function createCounter({ name, windowMs }: { name: string; windowMs: number }): Counter {
  const local = new Map<string, number>()
  return {
    async add(key, now = Date.now()) {
      const window = Math.floor(now / windowMs)
      const resetsAt = (window + 1) * windowMs
      const slot = `${key}:${window}`
      for (const old of local.keys()) if (Number(old.slice(old.lastIndexOf(':') + 1)) < window) local.delete(old)
      const count = (local.get(slot) ?? 0) + 1
      local.set(slot, count)
      const shared = await onRedis(async (redis) => {
        const [[, counted]] = (await redis
          .multi()
          .incr(`${REDIS_PREFIX}:${name}:${slot}`)
          .pexpireat(`${REDIS_PREFIX}:${name}:${slot}`, resetsAt + windowMs)
          .exec()) as [[Error | null, number], [Error | null, number]]
        return counted
      })
      return { count: shared?.answer ?? count, window, resetsAt }
    },
  }
}
