import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { sameSitePath } from './same-site-path'

/**
 * "Exit preview": back to what visitors see, on the page the editor was on.
 * A GET, as the preview bar's link and the Studio's Presentation tool call it
 * (docs/security.md says why that nuisance is accepted).
 */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const target = sameSitePath(request.nextUrl.searchParams.get('redirect'))
  // Relative, so it stays on whatever host the editor used (behind a proxy too).
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } })
}
