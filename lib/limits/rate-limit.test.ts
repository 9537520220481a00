/**
 * The limits as the routes use them: per client and per network, in this
 * server's memory and, with REDIS_URL, in a real Redis (redis-server on a
 * free port) that several instances share.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { createRateLimiter, createSplitRateLimiter, type RateLimiter } from '@/lib/limits/rate-limit'
import { sharedRedis } from '@/lib/limits/redis'
import { createOnce } from '@/lib/limits/once'
import { startRedisServer, type RedisServer } from '@/testing/redis-server'

const allowedOf = async (limiter: RateLimiter, clients: string[]) => {
  let allowed = 0
  for (const client of clients) if ((await limiter.take(client)).allowed) allowed += 1
  return allowed
}

describe('in memory (no REDIS_URL)', () => {
  it('splits a route’s budget in two that do not touch: refused posts spend only their own', async () => {
    const { wellFormed, refused } = createSplitRateLimiter({ name: 'test', limit: 2, windowMs: 60_000 })
    for (let i = 0; i < 10; i++) await refused.take('203.0.113.7', i)
    expect((await refused.take('203.0.113.7', 10)).allowed).toBe(false)
    expect([
      (await wellFormed.take('203.0.113.7', 11)).allowed,
      (await wellFormed.take('203.0.113.7', 12)).allowed,
    ]).toEqual([true, true])
    expect((await wellFormed.take('203.0.113.7', 13)).allowed).toBe(false)
  })

  it('holds a network of many addresses to its own budget: 256 /64s of one /48 get six clients’ worth', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 5, windowMs: 60_000 })
    const flood = Array.from({ length: 256 }, (_, i) => `2001:db8:44:${i.toString(16)}::/64`).flatMap((client) =>
      Array.from({ length: 5 }, () => client),
    )
    expect(await allowedOf(limiter, flood)).toBe(30)
    // Another network, and an IPv4 household, are untouched.
    expect(await allowedOf(limiter, ['2001:db8:45:1::/64', '203.0.113.7'])).toBe(2)
  })

  it('counts keys that are not addresses (a request’s id) each on its own: no shared "network" of them', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 5, windowMs: 60_000, network: false })
    const requests = Array.from({ length: 20 }, (_, i) => `lead.${i}`)
    // Every family's confirmation goes: 20 requests, one press each.
    expect(await allowedOf(limiter, requests)).toBe(20)
    // One request's presses are still held to five.
    expect(
      await allowedOf(
        limiter,
        Array.from({ length: 7 }, () => 'lead.x'),
      ),
    ).toBe(5)
  })

  it('lets a full table count a new client by its network, never forgetting a spent one', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 1, windowMs: 60_000, maxKeys: 10 })
    expect((await limiter.take('198.51.100.1', 1)).allowed).toBe(true)
    expect((await limiter.take('198.51.100.1', 2)).allowed).toBe(false)
    for (let i = 0; i < 50; i++) await limiter.take(`192.0.${i}.1`, 3)
    expect((await limiter.take('198.51.100.1', 4)).allowed).toBe(false)
  })
})

describe('in a Redis every instance shares (REDIS_URL)', () => {
  let redis: RedisServer
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  beforeAll(async () => {
    redis = await startRedisServer()
    process.env.REDIS_URL = redis.url
    const client = sharedRedis()!
    for (let i = 0; i < 100 && client.status !== 'ready'; i++) await sleep(20)
  })
  afterAll(async () => {
    sharedRedis()?.disconnect()
    delete process.env.REDIS_URL
    await redis.stop()
    warn.mockRestore()
  })

  it('holds one budget for a client across two instances, each with its own memory', async () => {
    const instance = () => createRateLimiter({ name: 'shared-test', limit: 5, windowMs: 60_000 })
    const [one, two] = [instance(), instance()]
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await (i % 2 ? two : one).take('203.0.113.50')).allowed)
    expect(answers).toEqual([true, true, true, true, true, false])
    expect(await allowedOf(two, ['203.0.113.51'])).toBe(1)
  })

  it('remembers a ticket used on one instance when it comes back on another', async () => {
    const [one, two] = [createOnce({ name: 'test', ttlMs: 60_000 }), createOnce({ name: 'test', ttlMs: 60_000 })]
    expect(await one.first('ticket-a')).toBe(true)
    expect(await two.first('ticket-a')).toBe(false)
    expect(await two.first('ticket-b')).toBe(true)
  })

  it('never refuses a family because Redis is down: memory alone decides, and the log says so once a minute', async () => {
    const limiter = createRateLimiter({ name: 'outage-test', limit: 3, windowMs: 60_000 })
    expect((await limiter.take('203.0.113.60')).allowed).toBe(true)
    await redis.stop()
    warn.mockClear()
    const started = Date.now()
    const answers = []
    for (let i = 0; i < 4; i++) answers.push((await limiter.take('203.0.113.60')).allowed)
    // Two more in memory (the one before the outage counted there too), then this server's own limit.
    expect(answers).toEqual([true, true, false, false])
    expect(Date.now() - started).toBeLessThan(2000)
    expect((await limiter.take('203.0.113.61')).allowed).toBe(true)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[limits\] Redis did not answer .*memory only/)
    expect(String(warn.mock.calls[0]![0])).not.toContain(redis.url)
  })
})
