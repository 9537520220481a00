/**
 * The limits as servers really run them (issue 50): two `next start` of the
 * fresh clone's build sharing one real Redis hold one budget for a client,
 * and go on taking families when Redis stops; a server's first second
 * counts forged addresses as one client; a broken path is answered 400 with
 * the site's headers. Desktop only: nothing here has a screen.
 */
import { expect, test } from '@playwright/test'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { startRedisServer } from '@/testing/redis-server'
import { freePort, startNextServer } from '@/testing/browser/next-server'

test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** A ticket for the message form, as a browser on this site asks for one; the client is who the proxy says. */
const ticket = (origin: string, client: string) =>
  fetch(`${origin}/api/leads/token?kind=message`, {
    headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': client },
  }).then((response) => response.status)

test('two instances on one Redis hold one budget for a client, and take families when Redis stops', async () => {
  const redis = await startRedisServer()
  // Several instances share a ticket key, or each would refuse the other's (the server refuses to start without one).
  const env = {
    REDIS_URL: redis.url,
    TRUSTED_PROXY_HOPS: '1',
    FORM_TOKEN_SECRET: 'e2e-two-instances-ticket-key-32-chars!!',
  }
  const [one, two] = await Promise.all([startNextServer(env), startNextServer(env)])
  try {
    // Each instance connects on its first limit; a moment for both to be ready.
    await Promise.all([ticket(one.origin, '192.0.2.1'), ticket(two.origin, '192.0.2.1')])
    await sleep(500)
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push(await ticket(i % 2 ? two.origin : one.origin, '203.0.113.77'))
    // 30 tickets in ten minutes, wherever the client's requests land.
    expect(statuses.filter((status) => status === 200)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual([429, 429])

    await redis.stop()
    const started = Date.now()
    expect(await ticket(one.origin, '198.51.100.5')).toBe(200)
    expect(await ticket(two.origin, '198.51.100.6')).toBe(200)
    expect(Date.now() - started).toBeLessThan(3000)
  } finally {
    await Promise.all([one.stop(), two.stop(), redis.stop().catch(() => {})])
  }
})

test('a server’s first second gives forged addresses no budgets of their own: at most the shared one and the connection’s', async () => {
  const port = await freePort()
  const server = await startNextServer({ TRUSTED_PROXY_HOPS: '0' }, { ready: false, port })
  try {
    const open = () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.destroy()
          resolve(true)
        })
        socket.on('error', () => resolve(false))
      })
    while (!(await open())) await sleep(2)
    // 80 at once the moment the port opens, each claiming an address of its own. Those the guard did not see
    // share the budget of every client the site cannot tell; those it saw count as this one connection.
    const statuses = await Promise.all(Array.from({ length: 80 }, (_, i) => ticket(server.origin, `198.51.100.${i}`)))
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20)
  } finally {
    await server.stop()
  }
})

test('a path that is not percent-encoded properly gets 400 with the site’s security headers, never a bare 500', async ({
  baseURL,
}) => {
  for (const path of ['/about/%E0', '/api/leads/%E0', '/%E0%A4%A']) {
    const response = await fetch(`${baseURL}${path}`)
    expect(`${path}: ${response.status}`).toBe(`${path}: 400`)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-frame-options') ?? response.headers.get('content-security-policy')).toBeTruthy()
  }
})
