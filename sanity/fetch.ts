import 'server-only'
import type { ClientReturn, QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { cache } from 'react'
import { createContentLakeClient } from './client'
import { resolveContentSource } from './env'
import { loadStarterDataset } from './starter'

/** Time-based fallback: a page is regenerated at most an hour after its content changed, webhook or not. */
export const REVALIDATE_SECONDS = 3600

// Read once, when the server starts or the build begins: a malformed
// configuration stops both with a message that names the variable.
const source = resolveContentSource()
const client = source.kind === 'contentLake' ? createContentLakeClient(source) : null

// The starter dataset is part of the deploy and never changes while the
// server runs: read it (and hash its images) once per process, not per render.
// In `next dev`, restart after editing the NDJSON file.
let starterDataset: ReturnType<typeof loadStarterDataset> | undefined
function loadStarterOnce() {
  starterDataset ??= loadStarterDataset().catch((error: unknown) => {
    starterDataset = undefined
    throw error
  })
  return starterDataset
}

// Layout, page and metadata ask for the same query in one render; evaluate it
// once. (The Content Lake path gets the same from Next.js's fetch memoization.)
const evaluateStarter = cache(async (query: string, paramsJson: string) => {
  const params = JSON.parse(paramsJson) as QueryParams
  const result = await evaluate(parse(query, { params }), { dataset: await loadStarterOnce(), params })
  return result.get()
})

interface FetchOptions<Q extends string> {
  query: Q
  params?: QueryParams
  /** Document types the result depends on: publishing one of them refreshes the page. */
  tags: string[]
}

/**
 * The one way pages read content. The query text is the same for both
 * sources, and so is the result type generated for it in sanity.types.ts.
 */
export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags,
}: FetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  if (!client) return (await evaluateStarter(query, JSON.stringify(params))) as ClientReturn<Q, unknown>
  try {
    return await client.fetch(query, params, { next: { revalidate: REVALIDATE_SECONDS, tags } })
  } catch (error) {
    // Loud on purpose: during `next build` this stops the deploy instead of
    // publishing an empty site; during regeneration Next.js keeps serving
    // the last good page and logs this.
    const { projectId, dataset } = source as Extract<typeof source, { kind: 'contentLake' }>
    throw new Error(
      `Could not read content from Sanity project "${projectId}", dataset "${dataset}": ${(error as Error).message}`,
      { cause: error },
    )
  }
}
