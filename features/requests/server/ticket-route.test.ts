/**
 * GET /api/leads/token: a ticket for the form, fresh each time, never
 * cached, limited per client in a budget of its own.
 */
import { createRateLimiter } from '@/lib/limits/rate-limit'
import { readTicket } from './ticket'
import { TICKET_RATE_LIMIT, createTicketHandler } from './ticket-route'

const KEY = new TextEncoder().encode('a key of the tests, 32 characters long')
const now = new Date('2026-03-14T13:41:00Z')

function setUp() {
  const GET = createTicketHandler({
    key: () => KEY,
    limiter: createRateLimiter({ name: 'tickets', ...TICKET_RATE_LIMIT }),
    now: () => now,
  })
  const get = (query: string, headers: Record<string, string> = {}) =>
    GET(
      new Request(`http://care.example/api/leads/token${query}`, {
        headers: { 'sec-fetch-site': 'same-origin', ...headers },
      }),
    )
  return { get }
}

it('answers a signed ticket for the form asked for, issued now, never to be cached', async () => {
  const { get } = setUp()
  const response = await get('?kind=consultation')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  const { token } = (await response.json()) as { token: string }
  expect(readTicket(KEY, token, now)).toEqual({ ok: true, subject: 'consultation', ageMs: 0 })
  const again = (await (await get('?kind=consultation')).json()) as { token: string }
  expect(again.token).not.toBe(token)
})

it('refuses an unknown form (400) and a page elsewhere (403)', async () => {
  const { get } = setUp()
  expect((await get('?kind=complaint')).status).toBe(400)
  expect((await get('')).status).toBe(400)
  expect((await get('?kind=message', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  // A script sends no Sec-Fetch-Site: it gets its ticket, and must still wait the minimum time with it.
  const GET = createTicketHandler({ key: () => KEY, now: () => now })
  expect((await GET(new Request('http://care.example/api/leads/token?kind=message'))).status).toBe(200)
})

it(`gives a client ${TICKET_RATE_LIMIT.limit} tickets in ten minutes, then 429 with Retry-After`, async () => {
  const { get } = setUp()
  const client = { 'x-forwarded-for': '203.0.113.7' }
  for (let i = 0; i < TICKET_RATE_LIMIT.limit; i++) expect((await get('?kind=message', client)).status).toBe(200)
  const limited = await get('?kind=message', client)
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
  expect((await get('?kind=message', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200)
})

it('spends none of a family’s tickets on fetches a page elsewhere makes: refused before they count', async () => {
  const { get } = setUp()
  const client = { 'x-forwarded-for': '203.0.113.7' }
  for (let i = 0; i < TICKET_RATE_LIMIT.limit; i++) {
    expect((await get('?kind=message', { ...client, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  }
  expect((await get('?kind=message', client)).status).toBe(200)
})
