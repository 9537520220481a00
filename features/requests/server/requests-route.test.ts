/**
 * POST /api/leads's rules, with a store the test controls: the order of the
 * checks, each status and the words the visitor is given.
 */
import { createRequestsHandler, MAX_BODY_BYTES } from './requests-route'
import { REQUEST_RATE_LIMIT, rateLimitWords } from './limits'
import { createSplitRateLimiter } from '@/lib/limits/rate-limit'
import { createOnce } from '@/lib/limits/once'
import { createMarks } from '@/lib/limits/marks'
import type { StoreResult } from './store'
import { UNVERIFIED_TICKET_REFUSED, type RequestDocument } from '../model/stored'
import { SPAM_SIGNS } from '../model/spam'
import { TICKET_MAX_AGE_MS } from '../model/limits'
import { signTicket } from './ticket'

const SITE = 'http://care.example'
const UUID = '0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37'
const SECOND_UUID = '9d3c1e2f-4a5b-4c6d-8e7f-0a1b2c3d4e5f'
const NOW = new Date('2026-03-14T13:41:00Z')
const KEY = new TextEncoder().encode('a key of the tests, 32 characters long')
/** The ticket the form fetched `ageMs` before the request came. */
const ticket = (ageMs = 40_000, kind = 'message', key = KEY) => signTicket(key, kind, new Date(NOW.getTime() - ageMs))
const VALID = {
  kind: 'message',
  id: UUID,
  page: '/',
  elapsedMs: 5000,
  token: ticket(),
  fields: { name: 'Ann', email: 'ann@example.com', subject: 'Care', message: 'Mornings, please.' },
}

function setUp(result: StoreResult = { ok: true }) {
  const refusals = createMarks({ name: 'ticket-refusals', ttlMs: 10 * 60 * 1000 })
  const stored: RequestDocument[] = []
  /** What was handed on after storing (the owner's alert), and whether it was stored by then. */
  const handedOn: { id: string; storedFirst: boolean }[] = []
  const POST = createRequestsHandler({
    store: async (document) => {
      stored.push(document)
      return result
    },
    afterStore: (document) => handedOn.push({ id: document._id, storedFirst: stored.includes(document) }),
    ticketKey: () => KEY,
    // A budget of its own: the app's is shared by every handler in the process.
    limiter: createSplitRateLimiter({ name: 'requests', ...REQUEST_RATE_LIMIT }),
    usedTickets: createOnce({ name: 'tickets-used', ttlMs: TICKET_MAX_AGE_MS }),
    refusals,
    now: () => NOW,
    uuid: () => 'server-picked-uuid',
  })
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    POST(
      new Request(`${SITE}/api/leads`, {
        method: 'POST',
        headers: { origin: SITE, host: 'care.example', 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
  return { post, stored, handedOn, refusals }
}

describe('POST /api/leads', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('keeps a valid request with its ticket as New, and answers 201 with its id, never cached', async () => {
    const { post, stored } = setUp()
    const response = await post(VALID)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ ok: true, id: `lead.${UUID}` })
    expect(stored).toEqual([expect.objectContaining({ _id: `lead.${UUID}`, kind: 'message', status: 'new' })])
    expect(stored[0]!.submittedAt).toBe('2026-03-14T13:41:00.000Z')
    expect(stored[0]!.spamReason).toBeUndefined()
  })

  it('takes a ticket for one request only: the second with it is kept as Spam, with the answer a person gets', async () => {
    const { post, stored } = setUp()
    const first = await post(VALID)
    const again = await post({ ...VALID, fields: { ...VALID.fields, subject: 'Again' } })
    expect([again.status, await again.json()]).toEqual([first.status, await first.json()])
    expect(stored.map((document) => document.status)).toEqual(['new', 'spam'])
    expect(stored[1]!.spamReason).toBe(SPAM_SIGNS.ticketReused)
  })

  it('keeps what a script sends as Spam, saying why, with the very answer a person gets', async () => {
    // Left out of the JSON, as a script that never fetched one would.
    const withoutTicket = { ...VALID, token: undefined }
    const cases: [string, Record<string, unknown>, (keyof typeof SPAM_SIGNS)[]][] = [
      ['no ticket', withoutTicket, ['noTicket']],
      ['an empty ticket', { ...VALID, token: '' }, ['noTicket']],
      [
        'a ticket signed with another key',
        { ...VALID, token: ticket(40_000, 'message', new Uint8Array(32)) },
        ['badTicket'],
      ],
      [
        'a ticket with its time changed',
        { ...VALID, token: VALID.token.replace(/^v1\.message\.[0-9a-z]+/, 'v1.message.0') },
        ['badTicket'],
      ],
      ['a ticket for the other form', { ...VALID, token: ticket(40_000, 'consultation') }, ['badTicket']],
      ['sent within 3 s of its ticket', { ...VALID, token: ticket(2000) }, ['ticketTooFresh']],
      ['a ticket over four hours old', { ...VALID, token: ticket(TICKET_MAX_AGE_MS + 1000) }, ['ticketExpired']],
      ['the honeypot filled', { ...VALID, hs_check: 'https://spam.example' }, ['honeypot']],
      ['a page that says it took 0.8 s', { ...VALID, elapsedMs: 800 }, ['hurried']],
      ['all of these', { ...withoutTicket, hs_check: 'x', elapsedMs: 0 }, ['honeypot', 'hurried', 'noTicket']],
    ]
    const person = await (await setUp().post(VALID)).json()
    for (const [index, [, body, signs]] of cases.entries()) {
      const { post, stored } = setUp()
      const response = await post(body, { 'x-forwarded-for': `198.51.100.${index}` })
      expect([response.status, await response.json()]).toEqual([201, person])
      expect(stored).toEqual([
        expect.objectContaining({ status: 'spam', spamReason: signs.map((sign) => SPAM_SIGNS[sign]).join(' ') }),
      ])
    }
  })

  it('keeps a request without its ticket as New and unverified, and alerts it, when the site refused that client one', async () => {
    const { post, stored, handedOn, refusals } = setUp()
    const withoutTicket = { ...VALID, token: undefined }
    const family = { 'x-forwarded-for': '203.0.113.50' }
    await refusals.mark('203.0.113.50', NOW.getTime())
    const response = await post(withoutTicket, family)
    expect(response.status).toBe(201)
    expect(stored[0]).toMatchObject({ status: 'new', unverified: UNVERIFIED_TICKET_REFUSED })
    expect(stored[0]!.spamReason).toBeUndefined()
    expect(handedOn.map(({ id }) => id)).toEqual([`lead.${UUID}`])
    // Its neighbour, never refused, sending without a ticket: a script's, as before.
    await post({ ...withoutTicket, id: SECOND_UUID }, { 'x-forwarded-for': '203.0.113.51' })
    expect(stored[1]).toMatchObject({ status: 'spam', spamReason: SPAM_SIGNS.noTicket })
    // A refused client's other signs of a script still count: the honeypot filled is Spam.
    await post({ ...withoutTicket, id: SECOND_UUID, hs_check: 'x' }, family)
    expect(stored[2]).toMatchObject({ status: 'spam', spamReason: SPAM_SIGNS.honeypot })
    expect(stored[2]!.unverified).toBeUndefined()
  })

  it('picks the id when the form did not', async () => {
    const { post } = setUp()
    const withoutId: Partial<typeof VALID> = { ...VALID }
    delete withoutId.id
    expect(await (await post(withoutId)).json()).toEqual({ ok: true, id: 'lead.server-picked-uuid' })
  })

  it('counts a client’s well-formed posts: the sixth in ten minutes gets 429 in plain words', async () => {
    const { post, stored } = setUp()
    const statuses = []
    // A script's post is well-formed, and counts: it cannot dodge the limit by leaving the ticket out.
    for (const body of [VALID, { ...VALID, token: undefined }, VALID, VALID, VALID])
      statuses.push((await post(body)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201])
    const limited = await post(VALID)
    expect(limited.status).toBe(429)
    const seconds = Number(limited.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(500)
    expect(seconds).toBeLessThanOrEqual(600)
    const body = await limited.json()
    expect(body).toEqual({
      ok: false,
      error: 'rateLimited',
      message: rateLimitWords(seconds),
      retryAfterSeconds: seconds,
    })
    expect(body.message).toBe(
      'You have sent us several requests in the last few minutes. Please wait 10 minutes before sending another, or call us.',
    )
    expect(stored).toHaveLength(5)
    // Another client is not affected.
    expect((await post(VALID, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(201)
  })

  it('lets no page elsewhere, nor malformed posts, spend a family’s budget: they have one of their own', async () => {
    const { post, stored } = setUp()
    const visitor = { 'x-forwarded-for': '203.0.113.20' }
    // What a page elsewhere can make the visitor's browser send (no-cors: no JSON, its own Origin), and worse.
    const hostile: [Record<string, string>, unknown, number][] = [
      [{ origin: 'https://evil.example', 'content-type': 'text/plain' }, VALID, 403],
      [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, VALID, 403],
      [{ 'content-type': 'text/plain' }, VALID, 415],
      [{}, 'not json', 400],
      [{}, { ...VALID, kind: 'x' }, 400],
    ]
    const statuses = []
    for (let round = 0; round < 2; round++)
      for (const [headers, body] of hostile) statuses.push((await post(body, { ...visitor, ...headers })).status)
    expect(statuses).toEqual([...hostile.map(([, , status]) => status), 429, 429, 429, 429, 429])
    // The family's five posts are all still there.
    for (let i = 0; i < 5; i++) expect((await post(VALID, visitor)).status).toBe(201)
    expect((await post(VALID, visitor)).status).toBe(429)
    expect(stored).toHaveLength(5)
  })

  it('refuses what no form on this site sends, storing nothing', async () => {
    const cases: [Record<string, string>, unknown, number, string][] = [
      [{ origin: 'https://evil.example' }, VALID, 403, 'crossOrigin'],
      [{ 'sec-fetch-site': 'cross-site' }, VALID, 403, 'crossOrigin'],
      [{ 'content-type': 'text/plain' }, VALID, 415, 'unsupportedMediaType'],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415, 'unsupportedMediaType'],
      [{}, '{"kind":', 400, 'badRequest'],
      [{}, 'x'.repeat(MAX_BODY_BYTES + 1), 413, 'tooLarge'],
      [{}, { ...VALID, token: 42 }, 400, 'badRequest'],
      [{}, { ...VALID, token: 'x'.repeat(201) }, 400, 'badRequest'],
    ]
    for (const [index, [headers, body, status, error]] of cases.entries()) {
      const { post, stored } = setUp()
      const response = await post(body, { 'x-forwarded-for': `198.51.100.${index}`, ...headers })
      expect([response.status, (await response.json()).error]).toEqual([status, error])
      expect(stored).toEqual([])
    }
  })

  it('names the fields to fix (422)', async () => {
    const { post } = setUp()
    const response = await post({ ...VALID, fields: { ...VALID.fields, email: 'ann' } })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      error: 'invalid',
      fields: { email: 'Please enter an e-mail address, for example name@example.com.' },
    })
  })

  it('passes on the store’s answer when it cannot keep the request, and alerts the owner of nothing', async () => {
    const { post, handedOn } = setUp({ ok: false, status: 503, error: 'storageUnavailable', message: 'Not now.' })
    const response = await post(VALID)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ok: false, error: 'storageUnavailable', message: 'Not now.' })
    expect(handedOn).toEqual([])
  })

  it('hands a kept request on for the owner’s alert once it is stored, and only then', async () => {
    const { post, handedOn } = setUp()
    expect((await post(VALID)).status).toBe(201)
    expect((await post({ ...VALID, fields: { ...VALID.fields, email: 'not an address' } })).status).toBe(422)
    // Spam too is handed on, stored first: the alert's own step leaves it unannounced (./after-store.ts).
    expect((await post({ ...VALID, id: SECOND_UUID, token: undefined })).status).toBe(201)
    expect(handedOn).toEqual([
      { id: `lead.${UUID}`, storedFirst: true },
      { id: `lead.${SECOND_UUID}`, storedFirst: true },
    ])
  })
})
