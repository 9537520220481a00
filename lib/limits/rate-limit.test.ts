/**
 * The limits as the routes use them: per client and per network, in this
 * server's memory and, with REDIS_URL, in a real Redis (redis-server on a
 * free port) that several instances share.
 */
import { createRateLimiter, createSplitRateLimiter, type RateLimiter } from '@/lib/limits/rate-limit'
import { connectSharedLimitsAtStart, sharedRedis } from '@/lib/limits/redis'
import { createOnce } from '@/lib/limits/once'
import { withSharedRedis } from '@/testing/unit/shared-redis'

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
  const redis = withSharedRedis()
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  afterAll(() => warn.mockRestore())

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

  it('a cold instance’s first request waits for the connection: a ticket used elsewhere is not taken again', async () => {
    const other = createOnce({ name: 'cold-start', ttlMs: 60_000 })
    expect(await other.first('ticket-c')).toBe(true)
    // A new instance: its connection is made at start and is still opening when the first request comes.
    sharedRedis()!.disconnect()
    delete (globalThis as { __limitsRedis?: unknown }).__limitsRedis
    connectSharedLimitsAtStart()
    expect(sharedRedis()!.status).not.toBe('ready')
    const cold = createOnce({ name: 'cold-start', ttlMs: 60_000 })
    expect(await cold.first('ticket-c')).toBe(false)
    expect(sharedRedis()!.status).toBe('ready')
  })

  it('counts a neighbour on its own across instances: one address’s 185 tickets leave 127.0.21.77 its thirty', async () => {
    const instance = () => createRateLimiter({ name: 'neighbours-shared', limit: 30, windowMs: 600_000 })
    const [one, two] = [instance(), instance()]
    let allowed = 0
    for (let i = 0; i < 185; i++) if ((await (i % 2 ? two : one).take('127.0.21.1')).allowed) allowed += 1
    expect(allowed).toBe(30)
    expect(
      await allowedOf(
        two,
        Array.from({ length: 30 }, () => '127.0.21.77'),
      ),
    ).toBe(30)
  })

  it('never refuses a family because Redis is down: memory alone decides, and the log says so once a minute', async () => {
    const limiter = createRateLimiter({ name: 'outage-test', limit: 3, windowMs: 60_000 })
    expect((await limiter.take('203.0.113.60')).allowed).toBe(true)
    await redis().stop()
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
    expect(String(warn.mock.calls[0]![0])).not.toContain(redis().url)
  })
})

describe('a neighbour is not locked out by one address (issue 60)', () => {
  it('in memory: 185 tickets from one address leave its /24 neighbour its own budget', async () => {
    const limiter = createRateLimiter({ name: 'neighbours', limit: 30, windowMs: 600_000 })
    const answers = []
    for (let i = 0; i < 185; i++) answers.push((await limiter.take('127.0.21.1', i)).allowed)
    expect(answers.filter(Boolean)).toHaveLength(30)
    // The never-seen neighbour: allowed, all thirty of its own.
    const neighbour = []
    for (let i = 0; i < 30; i++) neighbour.push((await limiter.take('127.0.21.77', 200 + i)).allowed)
    expect(neighbour.every(Boolean)).toBe(true)
  })

  it('the network budget still holds many addresses of one network to six clients’ worth', async () => {
    const limiter = createRateLimiter({ name: 'neighbours-many', limit: 5, windowMs: 60_000 })
    const flood = Array.from({ length: 20 }, (_, i) => `198.51.100.${i}`).flatMap((client) =>
      Array.from({ length: 10 }, () => client),
    )
    expect(await allowedOf(limiter, flood)).toBe(30)
  })
})

describe('REDIS_URL at the start', () => {
  afterEach(() => delete process.env.REDIS_URL)

  it.each(['https://cache.example:6379', 'localhost:6379', 'redis://'])(
    'stops the server on %s, naming the variable',
    (url) => {
      process.env.REDIS_URL = url
      expect(() => connectSharedLimitsAtStart()).toThrow(/^REDIS_URL is not a Redis URL: use redis:\/\//)
    },
  )

  it('starts without one: the limits count in memory', () => {
    expect(() => connectSharedLimitsAtStart()).not.toThrow()
    expect(sharedRedis()).toBeNull()
  })
})
