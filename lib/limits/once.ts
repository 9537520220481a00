import { onRedis } from './redis'

/**
 * Whether something is seen for the first time within `ttlMs`: a form's
 * ticket used once (features/requests), a webhook call delivered once
 * (app/api/revalidate). In this server's memory, and with REDIS_URL in the
 * Redis every instance shares (SET … NX PX), so that a second instance does
 * not take what the first has seen. When Redis does not answer, memory alone
 * decides. The table keeps at most `maxKeys` live entries and forgets only
 * expired ones; full, it takes every new one for a first (and says nothing
 * it cannot remember).
 */
export interface Once {
  /** True the first time `id` is given within the period; false after. */
  first(id: string, now?: number): Promise<boolean>
}

const REDIS_PREFIX = 'hearthside:once'

export function createOnce({
  name,
  ttlMs,
  maxKeys = 100_000,
}: {
  name: string
  ttlMs: number
  maxKeys?: number
}): Once {
  const seen = new Map<string, number>()
  let sweptAt = -Infinity
  function sweep(now: number) {
    if (now - sweptAt < ttlMs / 10) return
    sweptAt = now
    for (const [id, expires] of seen) if (expires <= now) seen.delete(id)
  }
  return {
    async first(id, now = Date.now()) {
      const expires = seen.get(id)
      const firstHere = expires === undefined || expires <= now
      if (firstHere) {
        if (seen.size >= maxKeys) sweep(now)
        if (seen.size < maxKeys) seen.set(id, now + ttlMs)
      }
      const shared = await onRedis((redis) => redis.set(`${REDIS_PREFIX}:${name}:${id}`, '1', 'PX', ttlMs, 'NX'))
      return firstHere && (shared === null || shared.answer === 'OK')
    },
  }
}
