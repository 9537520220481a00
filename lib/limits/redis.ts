import Redis from 'ioredis'
import { redisUrl } from '../env/clients'
import { throttledLog } from '../throttled-log'

/**
 * The Redis every instance of the site shares its limits in (REDIS_URL), one
 * connection per process. Families are never refused for it: a command that
 * fails or takes longer than COMMAND_TIMEOUT_MS answers null here, the
 * caller goes on with this server's own count (./memory.ts), and the log says
 * so at most once a minute. Nothing is queued while the connection is down:
 * a request never waits for Redis to come back.
 */

/** Loopback or the host's own network: a limit that takes longer than this is not worth waiting for. */
export const COMMAND_TIMEOUT_MS = 250
type Holder = { url: string; client: Redis; everReady: boolean } | null
const holder = globalThis as typeof globalThis & { __limitsRedis?: Holder }

const warnOnceAMinute = throttledLog((line) => console.warn(line))

/** Says once a minute that Redis did not answer, with why; never the URL, which may hold a password. */
export function warnRedis(reason: string) {
  warnOnceAMinute(`[limits] Redis did not answer (${reason}): counting in this server's memory only until it does.`)
}

/** The shared client, or null without REDIS_URL. Made on first use; `next dev`'s module reloads keep it. */
export function sharedRedis(): Redis | null {
  const url = redisUrl()
  if (!url) return null
  if (holder.__limitsRedis?.url === url) return holder.__limitsRedis.client
  holder.__limitsRedis?.client.disconnect()
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Reconnect soon, and keep trying: the limits come back to Redis by themselves.
    retryStrategy: (attempt) => Math.min(250 * attempt, 5000),
  })
  client.on('error', (error: Error) => warnRedis(error.message))
  const held = { url, client, everReady: false }
  client.once('ready', () => (held.everReady = true))
  holder.__limitsRedis = held
  return client
}

const CONNECTING = new Set(['wait', 'connecting', 'connect'])

/**
 * The shared client once its connection is up, or null without REDIS_URL or when it is not up within the command
 * timeout. A cold instance's first requests wait for the connection rather than skip Redis (issue 60: they took a
 * used ticket again, and gave a spent budget a ticket); a connection lost later answers at once.
 */
export async function readyRedis(): Promise<Redis | null> {
  const redis = sharedRedis()
  if (!redis) return null
  if (redis.status === 'ready') return redis
  // Only the first connection is waited for: once Redis has been up, a lost connection answers at once, and the
  // limits count in memory until it is back (a request never waits for Redis to come back).
  if (holder.__limitsRedis?.everReady || !CONNECTING.has(redis.status)) {
    warnRedis(`connection ${redis.status}`)
    return null
  }
  const ready = await new Promise<boolean>((resolve) => {
    const done = (up: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(up)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(redis.status === 'ready'), COMMAND_TIMEOUT_MS)
    redis.once('ready', onReady)
  })
  if (!ready) warnRedis(`connection ${redis.status} after ${COMMAND_TIMEOUT_MS} ms`)
  return ready ? redis : null
}

/**
 * At the server's start (instrumentation.ts): REDIS_URL read and checked (a value that is not a Redis URL stops the
 * server with the variable's name), and the connection opened, so that the first request finds it up.
 */
export function connectSharedLimitsAtStart() {
  sharedRedis()
}

/** Runs `command` on the shared Redis: its answer, or null without one, or when it failed or was slow (logged). */
export async function onRedis<T>(command: (redis: Redis) => Promise<T>): Promise<{ answer: T } | null> {
  const redis = await readyRedis()
  if (!redis) return null
  try {
    return { answer: await command(redis) }
  } catch (error) {
    warnRedis((error as Error).message)
    return null
  }
}
