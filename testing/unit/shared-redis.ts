/**
 * A test file's real Redis as the site's shared store: started before its tests (redis-server on a free port),
 * set as REDIS_URL with the site's client connected, and stopped after them. Returns the server, for a test that
 * stops it (an outage) or reads its URL.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { sharedRedis } from '@/lib/limits/redis'
import { startRedisServer, type RedisServer } from '../redis-server'

export function withSharedRedis(): () => RedisServer {
  let redis: RedisServer | null = null
  beforeAll(async () => {
    redis = await startRedisServer()
    process.env.REDIS_URL = redis.url
    const client = sharedRedis()!
    for (let i = 0; i < 100 && client.status !== 'ready'; i++) await sleep(20)
  })
  afterAll(async () => {
    sharedRedis()?.disconnect()
    delete process.env.REDIS_URL
    await redis?.stop()
  })
  return () => {
    if (!redis) throw new Error('withSharedRedis: the server starts in beforeAll, before the tests.')
    return redis
  }
}
