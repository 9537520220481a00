import { onRedis } from './redis'

/**
 * A mark left on a key for `ttlMs`, that later requests ask after: a client
 * the forms' ticket route refused (features/requests), so that its request,
 * arriving without a ticket, is kept as unverified and announced, not taken
 * for a script's. In this server's memory, and with REDIS_URL in the Redis
 * every instance shares (SET PX, EXISTS). At most `maxKeys` live marks here;
 * full, a new one is kept in Redis alone.
 */
export interface Marks {
  mark(key: string, now?: number): Promise<void>
  has(key: string, now?: number): Promise<boolean>
}

const REDIS_PREFIX = 'hearthside:mark'

export function createMarks({
  name,
  ttlMs,
  maxKeys = 50_000,
}: {
  name: string
  ttlMs: number
  maxKeys?: number
}): Marks {
  const local = new Map<string, number>()
  const sweep = (now: number) => {
    for (const [key, expires] of local) if (expires <= now) local.delete(key)
  }
  return {
    async mark(key, now = Date.now()) {
      if (local.size >= maxKeys) sweep(now)
      if (local.size < maxKeys) local.set(key, now + ttlMs)
      await onRedis((redis) => redis.set(`${REDIS_PREFIX}:${name}:${key}`, '1', 'PX', ttlMs))
    },
    async has(key, now = Date.now()) {
      if ((local.get(key) ?? 0) > now) return true
      const shared = await onRedis((redis) => redis.exists(`${REDIS_PREFIX}:${name}:${key}`))
      return shared?.answer === 1
    },
  }
}
