import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import { SIGNATURE_HEADER_NAME, isValidSignature } from '@sanity/webhook'
import { startContentLake, type ContentLakeFixture, type FixtureDocument } from '@/testing/content-lake'
import { startStudioApi, type StudioApi } from '@/testing/studio-api'

/*
 * The Studio API fixture over the wire, as the browser uses it: HTTP/2 over
 * TLS, a token, listen streams, writes, and the webhook it sends the site.
 */

const TOKEN = 'studio-token'
const SECRET = 'webhook-secret'
const starter: FixtureDocument[] = [
  { _id: 'testimonial-1', _type: 'testimonial', quote: 'Kind and punctual.' },
  { _id: 'lead.1', _type: 'lead', status: 'new', name: 'Mary Jones' },
]

let lake: ContentLakeFixture
let studio: StudioApi
let site: http.Server
let session: http2.ClientHttp2Session
const received: { body: string; signature: string }[] = []

beforeAll(async () => {
  site = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ body, signature: String(request.headers[SIGNATURE_HEADER_NAME]) })
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  lake = await startContentLake({ documents: starter })
  studio = await startStudioApi({
    lake,
    projectId: 'e2etest',
    token: TOKEN,
    user: { id: 'pOwner123', name: 'Agency Owner', email: 'owner@example.test' },
    webhook: {
      url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`,
      secret: SECRET,
      filter: '_type != "lead"',
      projection: '{_type, _id}',
    },
  })
  // The certificate is made at start and trusted by nobody: the browser tests ignore HTTPS errors too.
  session = http2.connect(`https://127.0.0.1:${studio.port}`, { rejectUnauthorized: false })
  await new Promise((resolve) => session.once('connect', resolve))
})

afterAll(async () => {
  session.close()
  await studio.close()
  await lake.close()
  await new Promise((resolve) => site.close(resolve))
})

function call(
  path: string,
  { method = 'GET', body, token = TOKEN }: { method?: string; body?: unknown; token?: string } = {},
) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const stream = session.request({
      ':method': method,
      ':path': path,
      ':authority': 'e2etest.api.sanity.io',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    })
    let status = 0
    let text = ''
    stream.on('response', (headers) => (status = Number(headers[':status'])))
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (text += chunk))
    stream.on('end', () => resolve({ status, json: text ? JSON.parse(text) : null }))
    stream.on('error', reject)
    stream.end(body ? JSON.stringify(body) : undefined)
  })
}

/** Opens a listen stream and collects its server-sent events. */
function listen(
  query: string,
  params: Record<string, unknown> = {},
  flags = 'includeResult=false&effectFormat=mendoza',
) {
  const search = new URLSearchParams({ query })
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  const stream = session.request({
    ':path': `/v2025-02-19/data/listen/production?${search}&${flags}`,
    ':authority': 'e2etest.api.sanity.io',
    authorization: `Bearer ${TOKEN}`,
  })
  const events: { type: string; data: Record<string, unknown> }[] = []
  let buffer = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    buffer += chunk
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    for (const block of blocks) {
      const type = /^event: (.+)$/m.exec(block)?.[1]
      const data = /^data: (.+)$/m.exec(block)?.[1]
      if (type && data) events.push({ type, data: JSON.parse(data) as Record<string, unknown> })
    }
  })
  return { events, close: () => stream.close() }
}

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(check()).toBe(true)
}

const action = (actions: unknown, transactionId: string) =>
  call('/v2025-02-19/data/actions/production', { method: 'POST', body: { actions, transactionId } })

it('speaks HTTP/2 and asks for the token the Studio presents', async () => {
  expect(session.alpnProtocol).toBe('h2')
  expect((await call('/v2025-02-19/users/me', { token: '' })).status).toBe(401)
  expect((await call('/v2025-02-19/users/me', { token: 'wrong' })).status).toBe(401)
  expect(await call('/v2025-02-19/users/me')).toMatchObject({
    status: 200,
    json: { id: 'pOwner123', role: 'administrator' },
  })
  // Without grants the Studio would show every document read-only.
  expect((await call('/v2025-02-19/projects/e2etest/datasets/production/acl')).json).toEqual([
    expect.objectContaining({ permissions: expect.arrayContaining(['read', 'update', 'create']) }),
  ])
})

it('gives every document a revision before the Studio reads it, private requests included', async () => {
  const { json } = await call('/v2025-02-19/data/doc/production/testimonial-1,lead.1,missing')
  const { documents, omitted } = json as { documents: FixtureDocument[]; omitted: unknown[] }
  expect(documents.map((document) => [document._id, typeof document._rev])).toEqual([
    ['testimonial-1', 'string'],
    ['lead.1', 'string'],
  ])
  expect(omitted).toEqual([{ id: 'missing', reason: 'existence' }])
})

it('answers queries in the perspective asked for, published by default from API version 2025-02-19', async () => {
  lake.upsert({ _id: 'drafts.testimonial-1', _type: 'testimonial', quote: 'Draft.' })
  const quotes = async (path: string) => ((await call(path)).json as { result: string[] }).result
  const query = encodeURIComponent('*[_type == "testimonial"].quote')
  expect(await quotes(`/v2025-02-19/data/query/production?query=${query}`)).toEqual(['Kind and punctual.'])
  expect(await quotes(`/v2025-02-19/data/query/production?query=${query}&perspective=drafts`)).toEqual(['Draft.'])
  expect((await quotes(`/v1/data/query/production?query=${query}`)).sort()).toEqual(['Draft.', 'Kind and punctual.'])
  lake.remove('drafts.testimonial-1')
})

it('streams a chain of events the Studio can follow: edit, publish, and a change made outside it', async () => {
  const ids = { draftId: 'drafts.testimonial-1', publishedId: 'testimonial-1' }
  const stream = listen('*[_id in $ids]', { ids: Object.values(ids) })
  await waitFor(() => stream.events.length === 1)
  expect(stream.events[0]?.type).toBe('welcome')
  const publishedRev = lake.documents().find((document) => document._id === 'testimonial-1')?._rev

  expect(
    (
      await action(
        [{ actionType: 'sanity.action.document.edit', ...ids, patch: { set: { quote: 'Warm.' } } }],
        'txn-edit',
      )
    ).status,
  ).toBe(200)
  expect(
    (
      await action(
        { actionType: 'sanity.action.document.publish', ...ids, ifPublishedRevisionId: publishedRev },
        'txn-pub',
      )
    ).status,
  ).toBe(200)
  // As the site would see it, or a test's edit.
  lake.upsert({ ...lake.documents().find((document) => document._id === 'testimonial-1')!, quote: 'Edited by a test.' })

  await waitFor(() => stream.events.length === 5)
  const mutations: Record<string, unknown>[] = stream.events.slice(1).map(({ type, data }) => ({ type, ...data }))
  expect(mutations.map((event) => [event.documentId, event.transition, event.previousRev, event.resultRev])).toEqual([
    ['drafts.testimonial-1', 'appear', undefined, 'txn-edit'],
    ['testimonial-1', 'update', publishedRev, 'txn-pub'],
    ['drafts.testimonial-1', 'disappear', 'txn-edit', 'txn-pub'],
    ['testimonial-1', 'update', 'txn-pub', expect.stringMatching(/^[A-Za-z0-9]{22}$/)],
  ])
  expect(mutations.every((event) => event.type === 'mutation' && !('result' in event) && 'effects' in event)).toBe(true)
  expect(mutations[1]).toMatchObject({ transactionTotalEvents: 2, transactionCurrentEvent: 1, identity: 'pOwner123' })
  // The site's Content Lake reads what the Studio published.
  expect(lake.documents().find((document) => document._id === 'testimonial-1')?.quote).toBe('Edited by a test.')
  stream.close()
})

it('sends the site a signed webhook for a publish, and none for drafts or requests', async () => {
  // The earlier test's publish has its own delivery.
  await studio.settled()
  received.splice(0)
  studio.webhooks.splice(0)
  const ids = { draftId: 'drafts.testimonial-1', publishedId: 'testimonial-1' }
  await action([{ actionType: 'sanity.action.document.edit', ...ids, patch: { set: { quote: 'Signed.' } } }], 'txn-a')
  await call('/v2025-02-19/data/mutate/production', {
    method: 'POST',
    body: { mutations: [{ patch: { id: 'lead.1', set: { status: 'contacted' } } }], transactionId: 'txn-b' },
  })
  await action({ actionType: 'sanity.action.document.publish', ...ids }, 'txn-c')
  await studio.settled()

  expect(studio.webhooks).toEqual([
    {
      documentId: 'testimonial-1',
      operation: 'update',
      body: '{"_type":"testimonial","_id":"testimonial-1"}',
      status: 200,
    },
  ])
  expect(received).toHaveLength(1)
  expect(await isValidSignature(received[0]!.body, received[0]!.signature, SECRET)).toBe(true)
  expect(await isValidSignature(received[0]!.body, received[0]!.signature, 'another-secret')).toBe(false)
})

it('lists the paths it does not know, the first sign of a new endpoint after a `sanity` upgrade', async () => {
  const before = studio.unhandled().length
  expect((await call('/v2025-02-19/some/new/endpoint')).status).toBe(404)
  // Known and deliberately absent: answered 404 but not listed.
  expect((await call('/v2025-02-19/journey/trial')).status).toBe(404)
  expect(
    studio
      .unhandled()
      .slice(before)
      .map((request) => request.path),
  ).toEqual(['/v2025-02-19/some/new/endpoint'])
})
