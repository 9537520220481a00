import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { revalidateSecret } from '@/lib/env'

/**
 * Sanity's GROQ-powered webhook, sent when a document is published,
 * changed or deleted (docs/operations.md, "Publishing: the webhook"). Only a call
 * signed with SANITY_REVALIDATE_SECRET refreshes anything; it refreshes the
 * pages that read the changed document's type (sanity/lib/tags.ts).
 */

type WebhookBody = { _type?: unknown; _id?: unknown }

const TYPE_NAME = /^[A-Za-z][\w.-]{0,63}$/

function answer(status: number, body: Record<string, unknown>) {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

export async function POST(request: NextRequest) {
  const secret = revalidateSecret()
  if (!secret) {
    console.error('[revalidate] Refused a webhook call: SANITY_REVALIDATE_SECRET is not set on the server.')
    return answer(401, { message: 'This site does not accept webhooks until SANITY_REVALIDATE_SECRET is set.' })
  }

  let parsed: Awaited<ReturnType<typeof parseBody<WebhookBody>>>
  try {
    parsed = await parseBody<WebhookBody>(request, secret)
  } catch {
    return answer(400, { message: 'The body is not JSON.' })
  }
  if (!parsed.isValidSignature) {
    return answer(401, { message: 'Missing or invalid sanity-webhook-signature.' })
  }

  const type = parsed.body?._type
  if (typeof type !== 'string' || !TYPE_NAME.test(type)) {
    return answer(400, { message: 'The body needs the document type: set the webhook projection to {_type, _id}.' })
  }
  // Stale-while-revalidate: the next visit gets the current page and starts a
  // rebuild in the background, the one after that the new content. If the
  // rebuild fails (Content Lake down), the current page stays: expiring at
  // once instead would turn that next visit into an error page.
  revalidateTag(type, 'max')
  return answer(200, { revalidated: [type], id: typeof parsed.body?._id === 'string' ? parsed.body._id : null })
}
