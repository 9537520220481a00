import { createClient, type SanityClient } from '@sanity/client'
import type { ContentSource } from '@/lib/env/content'
import { sanityReadToken } from '@/lib/env/secrets'

type ContentLake = Extract<ContentSource, { kind: 'contentLake' }>

/**
 * How long one request to the Content Lake may take before it fails.
 * @sanity/client waits five minutes by default, and a stalled Content Lake
 * (a connection accepted, no answer) would hold a build, a page's
 * regeneration or a family's post that long. A query of this site answers in
 * well under a second; 10 s leaves a slow one room and still fails over
 * before a visitor gives up, and inside Sanity's 30 s webhook timeout.
 */
export const CONTENT_LAKE_TIMEOUT_MS = 10_000

/**
 * The @sanity/client for a configured project. The CDN is bypassed: pages
 * are cached by Next.js and refreshed by the publish webhook, which must
 * read what was just published, not an edge copy from before it.
 *
 * No retries. When a regeneration fails, Next.js keeps the last good page
 * and tries again 30 s later by itself. A regeneration that instead retried
 * through an outage for seconds could end after the first publish that
 * follows it, and Next.js would then store the old page as fresh, hiding
 * that publish for up to 30 s.
 */
export function createContentLakeClient(
  source: ContentLake,
  { timeoutMs = CONTENT_LAKE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): SanityClient {
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    useCdn: false,
    perspective: 'published',
    maxRetries: 0,
    timeout: timeoutMs,
    // SANITY_API_HOST replaces https://<projectId>.api.sanity.io, e.g. with a
    // local test server that answers the same HTTP interface.
    ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
  })
}

// Values the site computes with (links, numbers, identifiers), which the
// invisible Visual Editing markers in preview would corrupt.
const NOT_FOR_OVERLAYS = new Set([
  'phone',
  'email',
  'chatNumber',
  'chatMessage',
  'paymentLink',
  'paymentMethods',
  'cardBrands',
  'anchor',
  'value',
  'suffix',
  'durationMs',
  'state',
  'postalCode',
])

/**
 * The client of an editor's preview: drafts, read with the server-only token,
 * strings marked for the Presentation tool's click-to-edit overlays.
 * Null without a token, and then preview cannot be entered at all.
 */
export function createPreviewClient(client: SanityClient, token = sanityReadToken()): SanityClient | null {
  if (!token?.trim()) return null
  return client.withConfig({
    token: token.trim(),
    perspective: 'drafts',
    useCdn: false,
    stega: {
      enabled: true,
      studioUrl: '/studio',
      filter: (props) => !NOT_FOR_OVERLAYS.has(String(props.sourcePath.at(-1))) && props.filterDefault(props),
    },
  })
}
