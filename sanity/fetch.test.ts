/**
 * The Content Lake path: the real @sanity/client, pointed with
 * SANITY_API_HOST at the local fixture, gives exactly what the embedded
 * starter source gives, for every query of the contract.
 */
import { evaluate, parse } from 'groq-js'
import * as costs from '@/features/costs/costs-query'
import * as ratings from '@/features/ratings/ratings-query'
import * as area from '@/features/service-area/area-query'
import * as queries from '@/sanity/page-queries'
import { loadStarterDataset } from '@/sanity/starter'
import { startContentLake, type ContentLakeFixture } from '@/testing/content-lake'

// The site's queries and the features' own, which the pages run too.
const contract = Object.entries({ ...queries, ...costs, ...ratings, ...area }).filter(([name]) =>
  name.endsWith('Query'),
) as [string, string][]

let lake: ContentLakeFixture
let starter: Awaited<ReturnType<typeof loadStarterDataset>>
let contentLakeFetch: typeof import('@/sanity/fetch').sanityFetch

beforeAll(async () => {
  starter = await loadStarterDataset()
  lake = await startContentLake({ documents: starter })
  const saved = { ...process.env }
  Object.assign(process.env, {
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'test1234',
    NEXT_PUBLIC_SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.url,
  })
  // The configuration is read when the module loads, as in the app.
  await jest.isolateModulesAsync(async () => {
    contentLakeFetch = (await import('@/sanity/fetch')).sanityFetch
  })
  process.env = saved
})

afterAll(() => lake.close())

// Every query of the site takes the page's language; sanityFetch gives English unless a page says.
async function fromStarter(query: string, params: Record<string, unknown> = { language: 'en' }) {
  return (await evaluate(parse(query, { params }), { dataset: starter, params })).get()
}

describe('Content Lake source', () => {
  it('covers the whole contract', () => {
    expect(contract.map(([name]) => name).sort()).toEqual([
      'aboutPageQuery',
      'careCostsQuery',
      'completionPageQuery',
      'homePageQuery',
      'navigationQuery',
      'outsideRatingsQuery',
      'serviceAreaQuery',
      'settingsQuery',
    ])
  })

  it.each(contract)('%s gives the same result as the starter source', async (_name, query) => {
    const before = lake.requests.length
    const result = await contentLakeFetch({ query })
    expect(lake.requests.length).toBe(before + 1)
    expect(lake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v2025-09-25/data/query/production' })
    expect(result).toEqual(await fromStarter(query))
    expect(result).not.toBeNull()
  })

  it('sends parameters, and long queries by POST', async () => {
    const names = Array.from({ length: 1500 }, (_, i) => `County ${i}`).concat(['Henry'])
    const query = '*[_type == "county" && name in $names]{ name }'
    const result = await contentLakeFetch({ query, params: { names } })
    expect(lake.requests.at(-1)?.method).toBe('POST')
    expect(result).toEqual([{ name: 'Henry' }])
  })

  it('shows what was published, not drafts', async () => {
    lake.upsert({
      ...starter.find((doc) => doc._id === 'completionPage')!,
      _id: 'drafts.completionPage',
      heading: 'Draft',
    })
    const page = await contentLakeFetch({ query: queries.completionPageQuery })
    expect(page).toMatchObject({ heading: 'Thank you for your patronage!' })
    lake.remove('drafts.completionPage')
  })

  it('fails loudly, naming the project, when the Content Lake cannot answer', async () => {
    lake.setDown(true)
    try {
      await expect(contentLakeFetch({ query: queries.settingsQuery })).rejects.toThrow(
        /Could not read content from Sanity project "test1234", dataset "production"/,
      )
    } finally {
      lake.setDown(false)
    }
  })
})
