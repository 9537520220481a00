/**
 * The site's own clients against the Content Lake fixture: what a visitor's
 * page and an editor's draft preview can read of the inbox (nothing), and
 * why: a request's id has a dot, which the Content Lake shows only to a token.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { CONTENT_LAKE_TIMEOUT_MS, createContentLakeClient, createPreviewClient } from '@/sanity/client'
import { startContentLake, type ContentLakeFixture } from '@/testing/content-lake'

const READ_TOKEN = 'jest-read-token'
const LEAD = { _id: 'lead.0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37', _type: 'lead', name: 'Dorothy', status: 'new' }
const QUERY = '*[_type == "lead" || _id in path("lead.**")]{ _id, name }'

let lake: ContentLakeFixture
let client: ReturnType<typeof createContentLakeClient>

beforeAll(async () => {
  lake = await startContentLake({
    documents: [LEAD, { ...LEAD, _id: `drafts.${LEAD._id}` }, { _id: 'settings', _type: 'settings' }],
    token: READ_TOKEN,
  })
  client = createContentLakeClient({
    kind: 'contentLake',
    projectId: 'jesttest',
    dataset: lake.dataset,
    apiVersion: '2025-09-25',
    apiHost: lake.url,
  })
})
afterAll(() => lake.close())

describe('the inbox is out of reach of the site’s clients without a token', () => {
  it('the public client, even asking for requests by name, gets none', async () => {
    expect(await client.fetch(QUERY)).toEqual([])
    expect(await client.fetch('count(*)')).toBe(1)
  })

  it('there is no preview client without the token, and the drafts perspective is refused without one', async () => {
    expect(createPreviewClient(client, undefined)).toBeNull()
    expect(createPreviewClient(client, '  ')).toBeNull()
    await expect(client.withConfig({ perspective: 'drafts' }).fetch(QUERY)).rejects.toMatchObject({ statusCode: 401 })
  })

  it('only the token opens them (which is why it never leaves the server)', async () => {
    const preview = createPreviewClient(client, READ_TOKEN)!
    expect(await preview.fetch(QUERY, {}, { stega: false })).toEqual([{ _id: LEAD._id, name: 'Dorothy' }])
  })
})

describe('a stalled Content Lake (a connection accepted, no answer)', () => {
  const source = () => ({
    kind: 'contentLake' as const,
    projectId: 'jesttest',
    dataset: lake.dataset,
    apiVersion: '2025-09-25',
    apiHost: lake.url,
  })
  afterEach(() => lake.setStalled(false))

  it('is given up on after 10 s, not @sanity/client’s five minutes, by visitors’ and editors’ clients alike', () => {
    expect(CONTENT_LAKE_TIMEOUT_MS).toBe(10_000)
    const client = createContentLakeClient(source())
    expect(client.config().timeout).toBe(CONTENT_LAKE_TIMEOUT_MS)
    expect(createPreviewClient(client, READ_TOKEN)!.config().timeout).toBe(CONTENT_LAKE_TIMEOUT_MS)
  })

  it('fails a request in about the timeout (a short one here), and the client works again after', async () => {
    const client = createContentLakeClient(source(), { timeoutMs: 300 })
    lake.setStalled(true)
    const started = performance.now()
    await expect(client.fetch('count(*)')).rejects.toThrow(/timed out/i)
    expect(performance.now() - started).toBeLessThan(5000)
    lake.setStalled(false)
    expect(await client.fetch('count(*)')).toBe(1)
  }, 15_000)

  it('fails a page’s cached fetch in about the timeout as the server runs it (react-server build)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'testing/unit/stalled-fetch.ts', '300'],
      { timeout: 15_000 },
    )
    const { ms, error } = JSON.parse(stdout) as { ms: number; error: string }
    expect(error).toMatch(/timed out/i)
    expect(ms).toBeGreaterThanOrEqual(250)
    expect(ms).toBeLessThan(5000)
  }, 20_000)
})
