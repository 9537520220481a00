/**
 * Issue 36, part 2: one row per finding of the review, each run against the
 * real routes, store, purge and Studio actions (the Content Lake fixture
 * through the real @sanity/client, a temporary local file), and each failing
 * on the code before the fix. The detailed cases live beside each module.
 */
import { mkdtempSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { ContentSource } from '@/lib/env/content'
import { createSplitRateLimiter } from '@/lib/limits/rate-limit'
import { createContentLakeClient } from '@/sanity/client'
import { deleteAllSpam } from '@/features/requests/studio/spam'
import { startContentLake, type ContentLakeFixture, type FixtureDocument } from '@/testing/content-lake'
import { exportInbox, purgeInbox } from './cli/commands'
import { openInbox } from './cli/inbox'
import type { RequestDocument } from './model/stored'
import { createContactHandler } from './server/contact-route'
import { appendRequest, readRequests, removeRequests } from './server/file-store'
import { readFormBody } from './server/form-body'
import { signTicket } from './server/ticket'
import { REQUEST_RATE_LIMIT } from './server/limits'
import { createRequestsHandler } from './server/requests-route'
import { confirmRequest, storeRequest } from './server/store'
import { createTicketHandler } from './server/ticket-route'
import { newRequestCountQuery } from './studio/inbox-queries'

const SITE = 'http://care.example'
const TOKEN = 'jest-write-token'
const KEY = new TextEncoder().encode('a key of the tests, 32 characters long')
const FIELDS = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Care', message: 'Mornings, please.' }
const now = new Date('2026-03-14T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

let lake: ContentLakeFixture
let source: Extract<ContentSource, { kind: 'contentLake' }>
beforeAll(async () => {
  lake = await startContentLake({ documents: [], token: TOKEN, writeToken: TOKEN })
  source = {
    kind: 'contentLake',
    projectId: 'jesttest',
    dataset: 'production',
    apiVersion: '2025-09-25',
    apiHost: lake.url,
  }
})
afterAll(() => lake.close())
beforeEach(() => {
  lake.setDocuments([])
  jest.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

const file = () => path.join(mkdtempSync(path.join(tmpdir(), 'review-')), '.data', 'leads.ndjson')
const stored = () => lake.documents() as unknown as RequestDocument[]
const store = (document: RequestDocument) => storeRequest(document, { source, token: TOKEN })

/** POST /api/leads as the page's script sends it, with `extra` in the envelope. */
async function postRequest(extra: Record<string, unknown>) {
  const POST = createRequestsHandler({
    store,
    ticketKey: () => KEY,
    limiter: createSplitRateLimiter({ name: 'requests', ...REQUEST_RATE_LIMIT }),
    now: () => now,
  })
  const response = await POST(
    new Request(`${SITE}/api/leads`, {
      method: 'POST',
      headers: { origin: SITE, host: 'care.example', 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'message', page: '/', elapsedMs: 40_000, fields: FIELDS, ...extra }),
    }),
  )
  return { status: response.status, request: stored().at(-1) }
}

const request = (id: string, status: string, submittedAt: string, _updatedAt = submittedAt): FixtureDocument => ({
  _id: `lead.${id}`,
  _type: 'lead',
  kind: 'message',
  status,
  submittedAt,
  _updatedAt,
  sourcePage: '/',
  name: id,
})
const lakeInbox = () => openInbox({ source, token: TOKEN, tokenNeeded: 'SANITY_API_WRITE_TOKEN' })
const ids = () =>
  lake
    .documents()
    .map((document) => document._id)
    .sort()

const ITEMS: [string, () => Promise<void>][] = [
  [
    '6: a post without the form’s ticket is kept as Spam, with the 201 a person gets; one with a ticket is New',
    async () => {
      expect(await postRequest({})).toMatchObject({ status: 201, request: { status: 'spam' } })
      const { request } = await postRequest({ token: signTicket(KEY, 'message', ago(60_000)) })
      expect(request).toMatchObject({ status: 'new' })
      expect(request?.spamReason).toBeUndefined()
    },
  ],
  [
    '6: a ticket younger than 3 s (a script that fetched one and posted at once) is kept as Spam',
    async () => {
      expect(await postRequest({ token: signTicket(KEY, 'message', ago(500)) })).toMatchObject({
        request: { status: 'spam' },
      })
    },
  ],
  [
    '6: a ticket this server did not sign is kept as Spam',
    async () => {
      const forged = signTicket(new Uint8Array(32), 'message', ago(60_000))
      expect(await postRequest({ token: forged })).toMatchObject({ request: { status: 'spam' } })
    },
  ],
  [
    '6: the honeypot is judged on the server: kept as Spam with a person’s answer, not refused',
    async () => {
      const token = signTicket(KEY, 'message', ago(60_000))
      expect(await postRequest({ token, hs_check: 'https://spam.example' })).toMatchObject({
        status: 201,
        request: { status: 'spam' },
      })
    },
  ],
  [
    '6: a form posted without scripts is kept as Spam until a person confirms it, then New',
    async () => {
      let clock = now.getTime()
      const POST = createContactHandler({
        store,
        confirm: (id, reason) => confirmRequest(id, reason, { source, token: TOKEN }),
        ticketKey: () => KEY,
        contacts: async () => null,
        limiter: createSplitRateLimiter({ name: 'requests', ...REQUEST_RATE_LIMIT }),
        now: () => new Date(clock),
      })
      const post = (body: Record<string, string>) =>
        POST(
          new Request(`${SITE}/api/contact`, {
            method: 'POST',
            headers: { origin: SITE, host: 'care.example', 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(body).toString(),
          }),
        )
      const page = await (await post(FIELDS)).text()
      expect(stored()).toEqual([expect.objectContaining({ status: 'spam' })])
      clock += 5000
      await post({ confirm: /name="confirm" value="([^"]+)"/.exec(page)?.[1] ?? '' })
      expect(stored()).toEqual([expect.objectContaining({ status: 'new' })])
    },
  ],
  [
    '6: the ticket comes from GET /api/leads/token, never cached, limited per client',
    async () => {
      const GET = createTicketHandler({ key: () => KEY, now: () => now })
      const response = await GET(new Request(`${SITE}/api/leads/token?kind=message`))
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const statuses = []
      for (let i = 0; i < 31; i++)
        statuses.push((await GET(new Request(`${SITE}/api/leads/token?kind=message`))).status)
      expect(statuses.at(-1)).toBe(429)
    },
  ],
  [
    '6: the Inbox counts no spam among New, and deletes all spam in one confirmed action',
    async () => {
      lake.setDocuments([
        request('family', 'new', '2026-03-10T10:00:00Z'),
        request('bot', 'spam', '2026-03-11T10:00:00Z'),
      ])
      const newCount = await (await evaluate(parse(newRequestCountQuery), { dataset: lake.documents() })).get()
      expect(newCount).toBe(1)
      const client = createContentLakeClient(source).withConfig({ token: TOKEN })
      await deleteAllSpam({ client, confirm: () => true, report: () => {} })
      expect(ids()).toEqual(['lead.family'])
    },
  ],
  [
    '7: a request appended while the purge rewrites the local file is not lost',
    async () => {
      const target = file()
      for (let i = 0; i < 30; i++)
        await appendRequest(request(`old-${i}`, 'closed', '2020-01-01T00:00:00Z') as never, target)
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => [
          removeRequests(new Set([`lead.old-${i}`]), target),
          appendRequest(request(`new-${i}`, 'new', '2026-03-14T10:00:00Z') as never, target),
        ]).flat(),
      )
      expect(
        (await readRequests(target)).map((one) => one._id).filter((id) => id.startsWith('lead.new-')),
      ).toHaveLength(30)
    },
  ],
  [
    '7: one broken line stops neither the export nor the purge',
    async () => {
      const target = file()
      await appendRequest(request('old', 'closed', '2020-01-01T00:00:00Z') as never, target)
      appendFileSync(target, '{"_id":"lead.cut-short","na\n')
      const inbox = openInbox({
        source: { kind: 'starter', apiVersion: '2025-09-25' },
        tokenNeeded: 'SANITY_API_WRITE_TOKEN',
        file: target,
      })
      let csv = ''
      await exportInbox(inbox, { out: '-', write: (text) => (csv += text), log: () => {} })
      expect(csv).toContain('lead.old')
      const result = await purgeInbox(inbox, { now, yes: true, log: () => {} })
      expect(result.deleted).toBe(1)
    },
  ],
  [
    '7: requests of any status are purged past the owner’s maximum age (24 months unless set)',
    async () => {
      lake.setDocuments([
        request('new-2023', 'new', '2023-06-01T10:00:00Z'),
        request('new-2025', 'new', '2025-06-01T10:00:00Z'),
      ])
      await purgeInbox(lakeInbox(), { now, yes: true, log: () => {} })
      expect(ids()).toEqual(['lead.new-2025'])
    },
  ],
  [
    '7: a request reopened between the purge’s listing and its delete is kept',
    async () => {
      lake.setDocuments([request('closed', 'closed', '2024-06-01T10:00:00Z')])
      const inbox = lakeInbox()
      const racing = {
        ...inbox,
        list: async () => {
          const listed = await inbox.list()
          lake.upsert({ ...request('closed', 'contacted', '2024-06-01T10:00:00Z', now.toISOString()) })
          return listed
        },
      }
      await purgeInbox(racing, { now, yes: true, log: () => {} })
      expect(ids()).toEqual(['lead.closed'])
    },
  ],
  [
    'proof: a body of 40,000 repeats is refused before any parser builds them (one client’s flood stays cheap)',
    async () => {
      const parse = jest.spyOn(globalThis, 'URLSearchParams')
      const flood = new TextEncoder().encode(`name=Ann&${'a=&'.repeat(40_000)}`) as Uint8Array<ArrayBuffer>
      expect(await readFormBody(flood, 'application/x-www-form-urlencoded')).toMatchObject({ ok: false })
      expect(parse).not.toHaveBeenCalled()
    },
  ],
]

it.each(ITEMS)('%s', async (_, check) => check())
