import { addressKey, clientKey, createRateLimiter, createSplitRateLimiter, UNKNOWN_CLIENT } from '@/lib/http/rate-limit'

describe('the per-client rate limit', () => {
  it('allows `limit` requests in a window, then says when to retry', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    const t0 = 1_000_000
    for (let i = 0; i < 3; i++) expect(limiter.take('a', t0 + i).allowed).toBe(true)
    expect(limiter.take('a', t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(limiter.take('b', t0 + 10_000).allowed).toBe(true)
    // Refused requests count too: hammering does not wait the window out.
    expect(limiter.take('a', t0 + 30_000).allowed).toBe(false)
    // The window slides: a minute after the last request, the client is welcome again.
    expect(limiter.take('a', t0 + 90_001).allowed).toBe(true)
  })

  it('holds at most limit + 1 times per client, so a flood costs the same per request as a trickle', () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 })
    const t0 = 1_000_000
    // 30,000 posts in 30 s from one client: all but the first five refused.
    const answers = Array.from({ length: 30_000 }, (_, i) => limiter.take('flood', t0 + i).allowed)
    expect(answers.filter(Boolean)).toHaveLength(5)
    expect(limiter.storedHits('flood')).toBe(6)
    // What is kept still decides as the whole history would: the flood's last
    // post was at t0 + 29,999, so the client waits ten minutes from there.
    expect(limiter.take('flood', t0 + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 600 })
    expect(limiter.take('flood', t0 + 30_000 + 10 * 60_000).allowed).toBe(true)
    expect(limiter.storedHits('flood')).toBe(1)
    // A trickle holds what it sent.
    for (let i = 0; i < 3; i++) limiter.take('trickle', t0 + i * 60_000)
    expect(limiter.storedHits('trickle')).toBe(3)
    expect(limiter.storedHits('nobody')).toBe(0)
  })

  it('splits a route’s budget in two that do not touch: refused posts spend only their own', () => {
    const { wellFormed, refused } = createSplitRateLimiter({ limit: 2, windowMs: 60_000 })
    for (let i = 0; i < 10; i++) refused.take('a', i)
    expect(refused.take('a', 10).allowed).toBe(false)
    expect([wellFormed.take('a', 11).allowed, wellFormed.take('a', 12).allowed]).toEqual([true, true])
    expect(wellFormed.take('a', 13).allowed).toBe(false)
  })

  it('forgets the longest-idle clients past its size, so rotating addresses cannot fill memory', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 })
    limiter.take('a', 1)
    limiter.take('b', 2)
    limiter.take('c', 3) // 'a' is forgotten
    expect(limiter.take('a', 4).allowed).toBe(true)
    expect(limiter.take('c', 5).allowed).toBe(false)
  })
})

describe('who is asking: the client key', () => {
  const request = (headers: Record<string, string>) => new Request('http://site.test/', { headers })
  const hops = (trustedHops: number) => ({ kind: 'forwardedFor' as const, trustedHops })
  const vercel = { kind: 'vercel' as const }
  afterEach(() => jest.restoreAllMocks())

  it.each([
    [
      'next start alone: the one entry lib/http/connection-address.ts wrote',
      hops(0),
      { 'x-forwarded-for': '203.0.113.7' },
      '203.0.113.7',
    ],
    [
      'next start alone: only the last entry is read',
      hops(0),
      { 'x-forwarded-for': 'made-up, 203.0.113.7' },
      '203.0.113.7',
    ],
    ['behind nginx, no header sent', hops(1), { 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    ['behind nginx, an address made up', hops(1), { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '203.0.113.7'],
    [
      'behind nginx, blanks and x-real-ip',
      hops(1),
      { 'x-forwarded-for': ' made-up ,, 203.0.113.7 ', 'x-real-ip': '198.51.100.9' },
      '203.0.113.7',
    ],
    [
      'a load balancer, then nginx',
      hops(2),
      { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.2' },
      '203.0.113.7',
    ],
    [
      'Vercel: its own header',
      vercel,
      { 'x-vercel-forwarded-for': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' },
      '203.0.113.7',
    ],
    ['Vercel: x-real-ip', vercel, { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }, '203.0.113.7'],
    ['Vercel: never X-Forwarded-For alone', vercel, { 'x-forwarded-for': '198.51.100.1' }, UNKNOWN_CLIENT],
    ['no address at all', hops(0), {}, UNKNOWN_CLIENT],
    ['behind nginx: never x-real-ip', hops(1), { 'x-real-ip': '198.51.100.1' }, UNKNOWN_CLIENT],
  ])('%s', (_name, source, headers, key) => {
    expect(clientKey(request(headers), source)).toBe(key)
  })

  it('cannot be changed by a client that writes a new address into every request', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) =>
        clientKey(request({ 'x-forwarded-for': `10.${i}.0.1, 203.0.113.7` }), hops(1)),
      ),
    )
    expect([...keys]).toEqual(['203.0.113.7'])
  })

  it.each([
    ['an IPv4 address, as written', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address, by its /64', '2001:db8:1:2:aa:bb:cc:dd', '2001:db8:1:2::/64'],
    ['another address of that /64, in short form and capitals', '2001:DB8:1:2::5', '2001:db8:1:2::/64'],
    ['the next /64, a budget of its own', '2001:db8:1:3::5', '2001:db8:1:3::/64'],
    ['a link-local address with its zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv4 on a dual-stack socket, as IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
    ['not an address (a proxy that writes "unknown"), as written', 'unknown', 'unknown'],
  ])('counts %s', (_name, address, key) => {
    expect(addressKey(address)).toBe(key)
  })

  it.each([
    ['behind no proxy', hops(0), 'x-forwarded-for'],
    ['on Vercel', vercel, 'x-vercel-forwarded-for'],
  ])('gives a phone that takes a new IPv6 address for every post one budget, %s', (_name, source, header) => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 })
    const address = (i: number) => `2001:db8:77:1:${i.toString(16)}::${(i * 7).toString(16)}`
    const answers = Array.from({ length: 20 }, (_, i) =>
      limiter.take(clientKey(request({ [header]: address(i) }), source), 1_000_000 + i),
    )
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5)
  })

  it('gives requests that skipped a proxy the shared key, and names the variable to check once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.7' }), hops(2))).toBe(UNKNOWN_CLIENT)
    expect(clientKey(request({ 'x-forwarded-for': '198.51.100.1' }), hops(2))).toBe(UNKNOWN_CLIENT)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('fewer than TRUSTED_PROXY_HOPS=2')
  })
})
