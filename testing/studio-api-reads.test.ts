import { documentsById, groqParams, perspectiveFor, runQuery } from '@/testing/studio-api-reads'

describe('the Studio API fixture’s reads', () => {
  it('reads in the perspective asked for, and by default in the API version’s', () => {
    expect(perspectiveFor('raw', '2025-02-19')).toBe('raw')
    expect(perspectiveFor('drafts', '2025-02-19')).toBe('drafts')
    // A release stack, as the Studio's perspective menu sends it.
    expect(perspectiveFor('rSpring,drafts', '2025-02-19')).toBe('drafts')
    expect(perspectiveFor('published', '1')).toBe('published')
    expect(perspectiveFor(null, '2025-02-19')).toBe('published')
    expect(perspectiveFor(null, 'X')).toBe('published')
    expect(perspectiveFor(null, '2021-06-07')).toBe('raw')
    expect(perspectiveFor(null, '1')).toBe('raw')
  })

  it('takes GROQ parameters from $name=<json>', () => {
    expect(groqParams(new URLSearchParams('query=*&$ids=["a","b"]&$n=2&tag=x'))).toEqual({ ids: ['a', 'b'], n: 2 })
  })

  it('answers a query, or its error as the API does', async () => {
    const documents = [
      { _id: 'a', _type: 'fact', value: 1 },
      { _id: 'drafts.a', _type: 'fact', value: 2 },
    ]
    expect(
      await runQuery(documents, { query: '*[_id == $id].value', params: { id: 'a' }, perspective: 'drafts' }),
    ).toEqual({
      status: 200,
      body: { query: '*[_id == $id].value', result: [2], ms: 1 },
    })
    expect((await runQuery(documents, { query: '*[', params: {}, perspective: 'raw' })).status).toBe(400)
  })

  it('finds documents by id and names the missing ones', () => {
    expect(documentsById([{ _id: 'a', _type: 'fact' }], ['a', 'b'])).toEqual({
      documents: [{ _id: 'a', _type: 'fact' }],
      omitted: [{ id: 'b', reason: 'existence' }],
    })
  })
})
