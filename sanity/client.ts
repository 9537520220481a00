import { createClient, type SanityClient } from '@sanity/client'
import type { ContentSource } from './env'

type ContentLake = Extract<ContentSource, { kind: 'contentLake' }>

/**
 * The @sanity/client for a configured project. The CDN is bypassed: pages
 * are cached by Next.js and refreshed by the publish webhook, which must
 * read what was just published, not an edge copy from before it.
 */
export function createContentLakeClient(source: ContentLake): SanityClient {
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    useCdn: false,
    perspective: 'published',
    // SANITY_API_HOST replaces https://<projectId>.api.sanity.io, e.g. with a
    // local test server that answers the same HTTP interface.
    ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
  })
}
