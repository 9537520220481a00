import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { createContentLakeClient } from '@/sanity/client'
import { contentSource } from '@/lib/env/content'
import { sanityReadToken } from '@/lib/env/secrets'

/**
 * The Studio's Presentation tool opens the site through this route with a
 * short-lived secret it stored in the dataset; defineEnableDraftMode checks it
 * against the Content Lake with the server's read token before turning
 * preview on. A wrong or expired secret gets a 401.
 */

const source = contentSource()
const token = sanityReadToken()
const enable =
  source.kind === 'contentLake' && token
    ? defineEnableDraftMode({ client: createContentLakeClient(source).withConfig({ token }) })
    : null

export async function GET(request: Request) {
  if (source.kind !== 'contentLake') {
    return new Response(
      'Preview needs a Sanity project: set NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET.',
      { status: 404 },
    )
  }
  if (!enable) {
    console.error('[preview] SANITY_API_READ_TOKEN is not set: drafts cannot be read.')
    return new Response('Preview needs SANITY_API_READ_TOKEN (a Viewer token) on the server.', { status: 501 })
  }
  return enable.GET(request)
}
