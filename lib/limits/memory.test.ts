import { createMemoryWindow } from '@/lib/limits/memory'

describe("this server's own count", () => {
  it('allows `limit` requests in a window, then says when to retry', () => {
    const window = createMemoryWindow({ limit: 3, windowMs: 60_000 })
    const t0 = 1_000_000
    for (let i = 0; i < 3; i++) expect(window.take('a', t0 + i)).toEqual({ allowed: true })
    expect(window.take('a', t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(window.take('b', t0 + 10_000)).toEqual({ allowed: true })
    // Refused requests count too: hammering does not wait the window out.
    expect(window.take('a', t0 + 30_000)).toMatchObject({ allowed: false })
    // The window slides: a minute after the last request, the client is welcome again.
    expect(window.take('a', t0 + 90_001)).toEqual({ allowed: true })
  })

  it('holds at most limit + 1 times per client, so a flood costs the same per request as a trickle', () => {
    const window = createMemoryWindow({ limit: 5, windowMs: 10 * 60_000 })
    const t0 = 1_000_000
    // 30,000 posts in 30 s from one client: all but the first five refused.
    const answers = Array.from({ length: 30_000 }, (_, i) => window.take('flood', t0 + i))
    expect(answers.filter((answer) => 'allowed' in answer && answer.allowed)).toHaveLength(5)
    expect(window.storedHits('flood')).toBe(6)
    // What is kept still decides as the whole history would: the flood's last
    // post was at t0 + 29,999, so the client waits ten minutes from there.
    expect(window.take('flood', t0 + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 600 })
    expect(window.take('flood', t0 + 30_000 + 10 * 60_000)).toEqual({ allowed: true })
    expect(window.storedHits('flood')).toBe(1)
    // A trickle holds what it sent.
    for (let i = 0; i < 3; i++) window.take('trickle', t0 + i * 60_000)
    expect(window.storedHits('trickle')).toBe(3)
    expect(window.storedHits('nobody')).toBe(0)
  })

  it('forgets only what has expired: cycling 10,000 fresh clients never resets a spent one', () => {
    const window = createMemoryWindow({ limit: 1, windowMs: 60_000, maxKeys: 100 })
    window.take('spent', 1)
    expect(window.take('spent', 2)).toMatchObject({ allowed: false })
    for (let i = 0; i < 10_000; i++) window.take(`fresh-${i}`, 3 + i / 1000)
    // The table is full of live clients: new ones are not added, and the spent one is still spent.
    expect(window.size()).toBe(100)
    expect(window.take('another', 20)).toEqual({ full: true })
    expect(window.take('spent', 20)).toMatchObject({ allowed: false })
    // A minute later everything has expired, and room is made by forgetting it.
    expect(window.take('another', 70_000)).toEqual({ allowed: true })
    expect(window.size()).toBe(1)
  })
})
