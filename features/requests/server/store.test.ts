/**
 * Where a request is kept: the real @sanity/client against the Content Lake
 * fixture (with its mutation endpoint), and the local file of the fresh clone.
 */
import fsPromises from 'node:fs/promises'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { confirmRequest, recordOwnerAlert, storeRequest } from './store'
import type { ContentSource } from '@/lib/env/content'
import { requestDocument } from '../model/stored'
import { MESSAGE } from '../model/message'
import { appendRequest, readRequests } from './file-store'
import type { RequestDocument } from '../model/stored'

const WAITING = 'Sent without the page’s scripts, not confirmed yet.'
/** What POST /api/contact keeps: spam until confirmed; and the same request after something else happened to it. */
const waiting = (uuid: string, changes: Partial<RequestDocument> = {}): RequestDocument => ({
  ...request(uuid),
  status: 'spam',
  spamReason: WAITING,
  ...changes,
})
import { startContentLake, type ContentLakeFixture } from '@/testing/content-lake'

const WRITE_TOKEN = 'jest-write-token'
const READ_TOKEN = 'jest-read-token'
let lake: ContentLakeFixture
let source: ContentSource

const request = (uuid: string) =>
  requestDocument(
    MESSAGE,
    { name: 'Ann <b>Lee</b>', email: 'ann@example.com', subject: 'Care', message: 'Mornings.' },
    { uuid, page: '/', now: new Date('2026-03-14T13:41:00Z') },
  )

beforeAll(async () => {
  lake = await startContentLake({ documents: [], token: READ_TOKEN, writeToken: WRITE_TOKEN })
  source = {
    kind: 'contentLake',
    projectId: 'jesttest',
    dataset: 'production',
    apiVersion: '2025-09-25',
    apiHost: lake.url,
  }
})
afterAll(() => lake.close())

let errors: jest.SpyInstance
beforeEach(() => {
  lake.setDocuments([])
  lake.setMutationFailure(null)
  errors = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('with a Sanity project', () => {
  it('creates the lead document with the write token, private to anyone without a token', async () => {
    expect(await storeRequest(request('a1'), { source, token: WRITE_TOKEN })).toEqual({ ok: true })
    const [stored] = lake.documents()
    expect(stored).toMatchObject({ ...request('a1'), _id: 'lead.a1', _createdAt: expect.any(String) })
    expect(lake.requests.at(-1)).toMatchObject({ path: '/v2025-09-25/data/mutate/production', authorized: true })

    const query = '*[_type == "lead"]._id'
    const visitor = createClient({ ...source, useProjectHostname: false, useCdn: false })
    expect(await visitor.fetch(query)).toEqual([])
    expect(await visitor.withConfig({ token: READ_TOKEN }).fetch(query)).toEqual(['lead.a1'])
  })

  it('never overwrites a request: the same id twice is a 409', async () => {
    await storeRequest(request('a1'), { source, token: WRITE_TOKEN })
    expect(
      await storeRequest({ ...request('a1'), name: 'Someone else' }, { source, token: WRITE_TOKEN }),
    ).toMatchObject({
      ok: false,
      status: 409,
      error: 'duplicate',
    })
    expect(lake.documents()[0]?.name).toBe('Ann <b>Lee</b>')
  })

  it.each([
    ['without the write token', undefined, null, /SANITY_API_WRITE_TOKEN is not set/],
    ['with a token that may only read', READ_TOKEN, null, /403 Insufficient permissions/],
    ['when the Content Lake answers 500', WRITE_TOKEN, 'error' as const, /: 500 .*Internal error/],
    ['when the connection drops', WRITE_TOKEN, 'down' as const, /: (ECONNRESET|socket hang up|no answer)/],
  ])('answers 503 %s, and logs why without the visitor’s words', async (_, token, failure, logged) => {
    lake.setMutationFailure(failure)
    expect(await storeRequest(request('b2'), { source, token })).toMatchObject({ ok: false, status: 503 })
    expect(lake.documents()).toEqual([])
    const lines = errors.mock.calls.map((call) => String(call[0]))
    expect(lines.join('\n')).toMatch(logged)
    expect(lines.join('\n')).not.toContain('Ann')
    expect(lines.join('\n')).not.toContain(WRITE_TOKEN)
  })
})

const ALERTED = {
  email: { status: 'sent', at: '2026-03-14T13:41:02.000Z' },
  text: { status: 'failed', at: '2026-03-14T13:41:09.000Z', reason: 'timeout' },
} as const

describe("recording the owner's alert on the request", () => {
  it('patches the stored request in the Content Lake, leaving the rest as it was', async () => {
    await storeRequest(request('e5'), { source, token: WRITE_TOKEN })
    expect(await recordOwnerAlert('lead.e5', ALERTED, undefined, { source, token: WRITE_TOKEN })).toBe(true)
    expect(lake.documents()[0]).toMatchObject({ ...request('e5'), ownerAlert: ALERTED })
  })

  it('logs a failure with the id and status only, and never throws', async () => {
    await storeRequest(request('f6'), { source, token: WRITE_TOKEN })
    lake.setMutationFailure('error')
    expect(await recordOwnerAlert('lead.f6', ALERTED, undefined, { source, token: WRITE_TOKEN })).toBe(false)
    const line = String(errors.mock.calls.at(-1)?.[0])
    expect(line).toMatch(/^\[alerts\] Could not record the owner alert on lead\.f6: 500/)
    expect(line).not.toContain('Ann')
  })

  it('writes it into the local file without a project', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-')), 'leads.ndjson')
    const starter: ContentSource = { kind: 'starter', apiVersion: '2025-09-25' }
    await storeRequest(request('g7'), { source: starter, file })
    expect(await recordOwnerAlert('lead.g7', ALERTED, undefined, { source: starter, file })).toBe(true)
    expect(await readRequests(file)).toEqual([{ ...request('g7'), ownerAlert: ALERTED }])
    expect(await recordOwnerAlert('lead.gone', ALERTED, undefined, { source: starter, file })).toBe(false)
  })
})

describe('confirming a request sent without the page’s scripts', () => {
  const starter: ContentSource = { kind: 'starter', apiVersion: '2025-09-25' }
  const cases: [string, boolean, RequestDocument][] = [
    ['waiting for its confirmation', true, waiting('w1')],
    ['with a filled honeypot too', false, waiting('w1', { spamReason: `Honeypot. ${WAITING}` })],
    ['moved to Contacted by the owner meanwhile', false, waiting('w1', { status: 'contacted' })],
  ]

  // Moved: the request as it is now comes back, for the owner's alert that follows the confirmation.
  const confirmed = (moves: boolean) =>
    moves
      ? {
          ok: true,
          moved: true,
          request: expect.objectContaining({ _id: 'lead.w1', status: 'new', name: expect.any(String) }),
        }
      : { ok: true, moved: false }

  it.each(cases)('on the Content Lake: a request %s moves to New: %s', async (_, moves, document) => {
    lake.setDocuments([document as never, waiting('other') as never])
    expect(await confirmRequest('lead.w1', WAITING, { source, token: WRITE_TOKEN })).toEqual(confirmed(moves))
    const stored = lake.documents().find((one) => one._id === 'lead.w1')
    expect(stored?.status).toBe(moves ? 'new' : document.status)
    expect(stored?.spamReason).toBe(moves ? undefined : document.spamReason)
    expect(lake.documents().find((one) => one._id === 'lead.other')?.status).toBe('spam')
  })

  it.each(cases)('in the local file: a request %s moves to New: %s', async (_, moves, document) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-')), '.data', 'leads.ndjson')
    await appendRequest(document, file)
    await appendRequest(waiting('other'), file)
    expect(await confirmRequest('lead.w1', WAITING, { source: starter, file })).toEqual(confirmed(moves))
    const [stored, other] = await readRequests(file)
    expect(stored?.status).toBe(moves ? 'new' : document.status)
    expect(other?.status).toBe('spam')
  })

  it('says so when the Content Lake cannot take it, without the visitor’s words', async () => {
    lake.setMutationFailure('error')
    expect(await confirmRequest('lead.w1', WAITING, { source, token: WRITE_TOKEN })).toEqual({ ok: false })
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/Could not confirm lead\.w1: 500/)
  })
})

describe('without a project (the fresh clone)', () => {
  const starter: ContentSource = { kind: 'starter', apiVersion: '2025-09-25' }

  it('adds the request to the local file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-')), '.data', 'leads.ndjson')
    expect(await storeRequest(request('c3'), { source: starter, file })).toEqual({ ok: true })
    expect(await readRequests(file)).toEqual([request('c3')])
  })

  it('never adds a request twice: the same id twice is a 409, as with a project, and one line', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-')), '.data', 'leads.ndjson')
    expect(await storeRequest(request('e5'), { source: starter, file })).toEqual({ ok: true })
    expect(await storeRequest({ ...request('e5'), name: 'Someone else' }, { source: starter, file })).toMatchObject({
      ok: false,
      status: 409,
      error: 'duplicate',
    })
    expect(await readRequests(file)).toEqual([request('e5')])
  })

  it('answers 503 on a host whose file system is read-only', async () => {
    const readOnly = Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' })
    jest.spyOn(fsPromises, 'appendFile').mockRejectedValueOnce(readOnly)
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-')), 'leads.ndjson')
    expect(await storeRequest(request('d4'), { source: starter, file })).toEqual({
      ok: false,
      status: 503,
      error: 'storageUnavailable',
      message: 'We could not keep a copy of your request on our website just now.',
    })
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/\(EROFS: this host cannot keep files there\)/)
  })
})
