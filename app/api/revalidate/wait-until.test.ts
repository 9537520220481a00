import { waitUntil } from '@/app/api/revalidate/wait-until'

describe('waiting for the Content Lake', () => {
  it('goes on as soon as it answers', async () => {
    let calls = 0
    const answered = await waitUntil(async () => ++calls >= 3, { timeoutMs: 1000, intervalMs: 10 })
    expect(answered).toBe(true)
    expect(calls).toBe(3)
  })

  it('gives up after the time allowed, having asked throughout', async () => {
    let calls = 0
    const started = Date.now()
    const answered = await waitUntil(async () => (calls++, false), { timeoutMs: 200, intervalMs: 20 })
    expect(answered).toBe(false)
    expect(Date.now() - started).toBeLessThan(400)
    expect(calls).toBeGreaterThanOrEqual(5)
  })
})
