/**
 * GET /api/leads/token: a ticket for the form, fresh each time, never
 * cached, limited per client in a budget of its own.
 */
import { createMarks } from '@/lib/limits/marks'
import { createRateLimiter } from '@/lib/limits/rate-limit'
import { readTicket } from './ticket'
import { TICKET_RATE_LIMIT, createTicketHandler } from './ticket-route'

const KEY = new TextEncoder().encode('a key of the tests, 32 characters long')
const now = new Date('2026-03-14T13:41:00Z')

function setUp() {
  const refusals = createMarks({ name: 'ticket-refusals', ttlMs: 10 * 60 * 1000 })
  const GET = createTicketHandler({
    key: () => KEY,
    limiter: createRateLimiter({ name: 'tickets', ...TICKET_RATE_LIMIT }),
    refusals,
    now: () => now,
  })
  const get = (query: string, headers: Record<string, string> = {}) =>
    GET(
      new Request(`http://care.example/api/leads/token${query}`, {
        headers: { 'sec-fetch-site': 'same-origin', ...headers },
      }),
    )
  return { get, refusals }
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

it('remembers a client it refused, so that the request it sends without a ticket is kept and announced', async () => {
  const { get, refusals } = setUp()
  const client = { 'x-forwarded-for': '203.0.113.9' }
  for (let i = 0; i < TICKET_RATE_LIMIT.limit; i++) await get('?kind=message', client)
  expect(await refusals.has('203.0.113.9')).toBe(false)
  expect((await get('?kind=message', client)).status).toBe(429)
  expect(await refusals.has('203.0.113.9')).toBe(true)
  expect(await refusals.has('203.0.113.10')).toBe(false)
})

it('refuses a page elsewhere in a browser without fetch metadata (iOS 15) by its Origin or Referer, before counting', async () => {
  const GET = createTicketHandler({
    key: () => KEY,
    limiter: createRateLimiter({ name: 'tickets', ...TICKET_RATE_LIMIT }),
    now: () => now,
  })
  // No Sec-Fetch-Site: what Safari before 16.4 sends.
  const fetchFrom = (headers: Record<string, string>) =>
    GET(
      new Request('http://care.example/api/leads/token?kind=consultation', {
        headers: { host: 'care.example', 'x-forwarded-for': '203.0.113.7', ...headers },
      }),
    )
  for (let i = 0; i < TICKET_RATE_LIMIT.limit; i++) {
    expect((await fetchFrom({ origin: 'https://evil.example' })).status).toBe(403)
    expect((await fetchFrom({ referer: 'https://evil.example/offer' })).status).toBe(403)
  }
  // The family's own page, on the same old phone: its ticket, none of its budget spent.
  for (let i = 0; i < TICKET_RATE_LIMIT.limit; i++) {
    expect((await fetchFrom({ referer: 'http://care.example/es' })).status).toBe(200)
  }
})
