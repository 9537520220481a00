import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

/** "Exit preview": back to what visitors see, on the page the editor was on. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const back = request.nextUrl.searchParams.get('redirect') ?? '/'
  // Only paths on this site: never an open redirect.
  const target = back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/'
  // Relative, so it stays on whatever host the editor used (behind a proxy too).
  return new Response(null, { status: 303, headers: { location: target } })
}
