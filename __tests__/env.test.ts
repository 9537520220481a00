import { DEFAULT_API_VERSION, resolveContentSource } from '@/sanity/env'

describe('content source configuration', () => {
  it('uses the starter dataset when no Sanity variable is set', () => {
    expect(resolveContentSource({})).toEqual({ kind: 'starter', apiVersion: DEFAULT_API_VERSION })
    // Empty values, as left by a copied .env template, count as unset.
    expect(resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: ' ', NEXT_PUBLIC_SANITY_DATASET: '' }).kind).toBe(
      'starter',
    )
  })

  it('uses the Content Lake when project id and dataset are set', () => {
    expect(
      resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de', NEXT_PUBLIC_SANITY_DATASET: 'production' }),
    ).toEqual({ kind: 'contentLake', projectId: 'abc123de', dataset: 'production', apiVersion: DEFAULT_API_VERSION })
  })

  it('passes SANITY_API_HOST on to the client', () => {
    const source = resolveContentSource({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      SANITY_API_HOST: 'http://127.0.0.1:4010',
    })
    expect(source).toMatchObject({ kind: 'contentLake', apiHost: 'http://127.0.0.1:4010' })
  })

  it.each([
    [{ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de' }, /^NEXT_PUBLIC_SANITY_DATASET is not set/],
    [{ NEXT_PUBLIC_SANITY_DATASET: 'production' }, /^NEXT_PUBLIC_SANITY_PROJECT_ID is not set/],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'My Project!', NEXT_PUBLIC_SANITY_DATASET: 'production' },
      /NEXT_PUBLIC_SANITY_PROJECT_ID "My Project!" is not a Sanity project id/,
    ],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de', NEXT_PUBLIC_SANITY_DATASET: 'Production Data' },
      /NEXT_PUBLIC_SANITY_DATASET "Production Data" is not a dataset name/,
    ],
    [
      {
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de',
        NEXT_PUBLIC_SANITY_DATASET: 'production',
        SANITY_API_HOST: 'localhost:4010',
      },
      /SANITY_API_HOST "localhost:4010" is not a URL/,
    ],
    [
      { NEXT_PUBLIC_SANITY_API_VERSION: 'latest' },
      /NEXT_PUBLIC_SANITY_API_VERSION "latest" is not a Sanity API version/,
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => resolveContentSource(env)).toThrow(message)
  })

  it('tells how to fall back to the starter content when half configured', () => {
    expect(() => resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de' })).toThrow(
      /Unset both NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET/,
    )
  })
})
