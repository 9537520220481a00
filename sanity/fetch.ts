import 'server-only'
import type { ClientReturn, QueryParams } from '@sanity/client'
import { defineQuery } from 'groq'
import { evaluate, parse } from 'groq-js'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import { createContentLakeClient, createPreviewClient } from './client'
import { contentSource } from '@/lib/env/content'
import { loadStarterDataset, withPageLoaderOff } from './starter'
import { tagsFor } from './tags'

/** Time-based fallback: a page is regenerated at most an hour after its content changed, webhook or not. */
export const REVALIDATE_SECONDS = 3600

// Read once, when the server starts or the build begins: a malformed
// configuration stops both with a message that names the variable.
const source = contentSource()
const client = source.kind === 'contentLake' ? createContentLakeClient(source) : null
const previewClient = client ? createPreviewClient(client) : null

// The starter dataset is part of the deploy and never changes while the
// server runs: read it (and hash its images) once per process, not per render.
// In `next dev`, restart after editing the NDJSON file.
let starterDataset: ReturnType<typeof loadStarterDataset> | undefined
function loadStarterOnce() {
  starterDataset ??= loadStarterDataset()
    .then((documents) => (process.env.STARTER_PAGE_LOADER === 'off' ? withPageLoaderOff(documents) : documents))
    .catch((error: unknown) => {
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
}

/** True only inside a request from an editor who entered preview (never while prerendering). */
async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request, e.g. while generating the sitemap
  }
}

/**
 * The one way pages read content. The query text is the same for both
 * sources, and so is the result type generated for it in sanity.types.ts.
 *
 * Visitors get published content, cached under the query's tags. An editor
 * in preview gets drafts, fetched fresh with the server's read token; Next.js
 * renders their pages per request and never caches them for anyone else.
 */
export async function sanityFetch<const Q extends string>({
  query,
  params: given = {},
}: FetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  // Every query of the site takes the page's language (sanity/page-queries.ts); English unless a page says.
  const params = { language: 'en', ...given }
  if (!client) return (await evaluateStarter(query, JSON.stringify(params))) as ClientReturn<Q, unknown>
  const tags = tagsFor(query)
  try {
    if (previewClient && (await isPreview())) return await previewClient.fetch(query, params, { cache: 'no-store' })
    return await client.fetch(query, params, { next: { revalidate: REVALIDATE_SECONDS, tags } })
  } catch (error) {
    // Loud on purpose: during `next build` this stops the deploy instead of
    // publishing an empty site; during regeneration Next.js keeps serving
    // the last good page, and this line in the log says why it is stale.
    const { projectId, dataset } = source as Extract<typeof source, { kind: 'contentLake' }>
    const message = `Could not read content from Sanity project "${projectId}", dataset "${dataset}": ${(error as Error).message}`
    console.error(`[sanity] ${message}`)
    throw new Error(message, { cause: error })
  }
}

/** A tiny question the Content Lake answers from its index: is it up? */
const contentLakeAnswersQuery = defineQuery(`count(*[_id == "settings"])`)

/**
 * Whether the Content Lake answers a tiny query right now, uncached. The
 * publish webhook asks before it expires any page: a page regenerated while
 * the Lake is down keeps its old content, and Next.js then waits up to 30 s
 * before trying again. Always true on the starter content.
 */
export async function contentLakeAnswers(timeoutMs: number): Promise<boolean> {
  if (!client) return true
  try {
    await client.fetch(contentLakeAnswersQuery, {}, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch {
    return false
  }
}
