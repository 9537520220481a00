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
