/**
 * The site's own clients against the Content Lake fixture: what a visitor's
 * page and an editor's draft preview can read of the inbox (nothing), and
 * why: a request's id has a dot, which the Content Lake shows only to a token.
 */
import { createContentLakeClient, createPreviewClient } from '@/sanity/lib/client'
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
