/**
 * POST /api/leads/not-spam: the owner's alert for a request the Studio took
 * out of Spam, and for nothing else.
 */
import { createRateLimiter } from '@/lib/limits/rate-limit'
import type { RequestDocument } from '../model/stored'
import { createNotSpamHandler, NOT_SPAM_RATE_LIMIT } from './not-spam-route'

const SITE = 'http://care.example'
const ID = 'lead.3f2a9c4e-7b1d-4e8a-9f00-1c2d3e4f5a6b'
const request = (changes: Partial<RequestDocument>): RequestDocument =>
  ({
    _id: ID,
    _type: 'lead',
    kind: 'message',
    status: 'new',
    submittedAt: '2026-03-14T13:41:00Z',
    sourcePage: '/',
    ...changes,
  }) as RequestDocument

function setUp(stored: RequestDocument | null) {
  const alerted: RequestDocument[] = []
  const POST = createNotSpamHandler({
    read: async (id) => (stored?._id === id ? stored : null),
    afterStore: (document) => alerted.push(document),
    limiter: createRateLimiter({ name: 'not-spam', ...NOT_SPAM_RATE_LIMIT }),
  })
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    POST(
      new Request(`${SITE}/api/leads/not-spam`, {
        method: 'POST',
        headers: { origin: SITE, host: 'care.example', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    )
  return { post, alerted }
}

beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => {}))
afterEach(() => jest.restoreAllMocks())

it('alerts the owner about a request moved from Spam to New, never alerted before', async () => {
  const { post, alerted } = setUp(request({ status: 'new' }))
  const response = await post({ id: ID })
  expect([response.status, await response.json()]).toEqual([202, { alerting: true }])
  expect(alerted.map((document) => document._id)).toEqual([ID])
})

it('alerts nobody for a request still in Spam (a program asking for its own), alerted already, or unknown', async () => {
  for (const stored of [
    request({ status: 'spam' }),
    request({
      status: 'new',
      ownerAlert: {
        text: { status: 'sent', at: '2026-03-14T13:41:05Z' },
        email: { status: 'notConfigured', missing: [] },
      },
    }),
    null,
  ]) {
    const { post, alerted } = setUp(stored)
    const response = await post({ id: ID })
    expect([response.status, await response.json()]).toEqual([200, { alerting: false }])
    expect(alerted).toEqual([])
  }
})

it('refuses a page elsewhere (403) and what is not a request id (400)', async () => {
  const { post, alerted } = setUp(request({}))
  expect((await post({ id: ID }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  expect((await post({ id: 'settings' })).status).toBe(400)
  expect((await post({})).status).toBe(400)
  expect(alerted).toEqual([])
})
