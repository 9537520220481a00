import { clientKey, createRateLimiter } from '@/lib/rate-limit'

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

  it('forgets the longest-idle clients past its size, so rotating addresses cannot fill memory', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 })
    limiter.take('a', 1)
    limiter.take('b', 2)
    limiter.take('c', 3) // 'a' is forgotten
    expect(limiter.take('a', 4).allowed).toBe(true)
    expect(limiter.take('c', 5).allowed).toBe(false)
  })

  it('keys clients by the first forwarded address, else one shared key', () => {
    const request = (headers: Record<string, string>) => new Request('http://site.test/', { headers })
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7')
    expect(clientKey(request({ 'x-real-ip': '203.0.113.8' }))).toBe('203.0.113.8')
    expect(clientKey(request({}))).toBe('direct')
  })
})
