import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { networkKey, UNKNOWN_CLIENT } from '../http/client-key'
import { createMemoryWindow, type WindowVerdict } from './memory'
import { readyRedis, warnRedis } from './redis'

/**
 * A per-client budget: at most `limit` requests in any `windowMs`, and at
 * most `network` from the client's network (its /24 or /48, ../http/client-key.ts),
 * so that cycling through the addresses of one network gains nothing. The
 * network counts only its clients' allowed requests: a client's refused ones
 * spend its own budget, never its neighbours'.
 *
 * Counted in this server's memory always (./memory.ts), and, with REDIS_URL,
 * in the Redis every instance shares too, atomically (rate-limiter-flexible's
 * counter, a fixed window per key): then one budget holds across instances
 * and restarts. When Redis fails or is slow, the request is judged by the
 * memory count alone: a family is never refused because Redis is down.
 */

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts the request and says whether it is within the budget, and if not, when to retry. */
  take(client: string, now?: number): Promise<Verdict>
}

/** A network holds many households (a building's Wi-Fi, a carrier's pool): this many clients' budgets. */
export const NETWORK_FACTOR = 6

export interface RateLimitOptions {
  /** Names the budget's keys in Redis: "requests", "tickets". */
  name: string
  limit: number
  windowMs: number
  /**
   * The network's budget; NETWORK_FACTOR clients' by default. `false` where
   * the keys are not clients' addresses (a request's id): they have no
   * network, and counting them under one would make every key share one budget.
   */
  network?: number | false
  /** The memory table's size (./memory.ts); the tests make it small. */
  maxKeys?: number
}

const REDIS_PREFIX = 'hearthside:limits'

const refused = (retryAfterSeconds: number): Verdict => ({ allowed: false, retryAfterSeconds })

/** The stricter of several verdicts: refused if any is, until the latest of them allows. */
function strictest(verdicts: Array<Verdict | null>): Verdict {
  const waits = verdicts.flatMap((verdict) => (verdict && !verdict.allowed ? [verdict.retryAfterSeconds] : []))
  return waits.length ? refused(Math.max(...waits)) : { allowed: true }
}

/** One key's count in the shared Redis; null without Redis or when it did not answer in time. */
function sharedCounter(name: string, points: number, windowMs: number) {
  let limiter: { redis: object; counter: RateLimiterRedis } | null = null
  return async (key: string): Promise<Verdict | null> => {
    const redis = await readyRedis()
    if (!redis) return null
    if (limiter?.redis !== redis) {
      limiter = {
        redis,
        counter: new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${REDIS_PREFIX}:${name}`,
          points,
          duration: Math.ceil(windowMs / 1000),
          // A connection that is not up answers at once, never after a wait.
          rejectIfRedisNotReady: true,
        }),
      }
    }
    try {
      await limiter.counter.consume(key)
      return { allowed: true }
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return refused(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)))
      warnRedis((rejection as Error).message)
      return null
    }
  }
}

const inMemory = (verdict: WindowVerdict): Verdict | null => ('full' in verdict ? null : verdict)

export function createRateLimiter({
  name,
  limit,
  windowMs,
  network = limit * NETWORK_FACTOR,
  maxKeys,
}: RateLimitOptions): RateLimiter {
  const clients = createMemoryWindow({ limit, windowMs, maxKeys })
  const sharedClients = sharedCounter(name, limit, windowMs)
  if (network === false) {
    return {
      async take(key, now = Date.now()) {
        return strictest([inMemory(clients.take(key, now)), await sharedClients(key)])
      },
    }
  }
  const networks = createMemoryWindow({ limit: network, windowMs, maxKeys })
  const sharedNetworks = sharedCounter(`${name}:net`, network, windowMs)
  return {
    async take(client, now = Date.now()) {
      // A table full of live clients counts a new one by its network alone (./memory.ts).
      const own = strictest([inMemory(clients.take(client, now)), await sharedClients(client)])
      // Refused, the request spends nothing of its network's budget: one address hammering away must not lock its
      // neighbours out (issue 60). The network counts only what its clients were allowed.
      if (!own.allowed) return own
      const net = networkKey(client)
      let local = inMemory(networks.take(net, now))
      // A table full of live networks too: counted with everyone the site cannot tell apart.
      if (!local) local = inMemory(networks.take(UNKNOWN_CLIENT, now))
      return strictest([local, await sharedNetworks(net)])
    },
  }
}

/**
 * A route's two budgets per client, for a route that takes posts only from
 * this site's own pages. A page elsewhere can make a visitor's browser post
 * to it, but never as this site's origin nor as JSON; if such posts spent
 * the visitor's budget, that page could use up a family's posts. So posts
 * the route refuses before their content counts spend `refused`, and only
 * well-formed ones from this site spend `wellFormed`.
 */
export interface SplitRateLimiter {
  wellFormed: RateLimiter
  refused: RateLimiter
}

export function createSplitRateLimiter(options: RateLimitOptions): SplitRateLimiter {
  return {
    wellFormed: createRateLimiter(options),
    refused: createRateLimiter({ ...options, name: `${options.name}:refused` }),
  }
}
