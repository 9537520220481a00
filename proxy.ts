import { NextResponse, type NextRequest } from 'next/server'
import { isDevelopment } from '@/lib/env'
import { DRAFT_MODE_COOKIE, requestSecurityHeaders } from '@/lib/security-headers'

/**
 * Runs before every page and route: sets the headers that depend on the
 * request (lib/security-headers.ts): the Studio's or the public policy, by
 * the exact path; and for a request carrying the draft-mode cookie, the
 * preview policy with Cache-Control: private, no-store and Vary: Cookie.
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next()
  const headers = requestSecurityHeaders({
    pathname: request.nextUrl.pathname,
    draftCookie: request.cookies.has(DRAFT_MODE_COOKIE),
    dev: isDevelopment,
  })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  // Pages only. Not the build's hashed files and optimised images, which carry no page. Not the API
  // routes either: Next.js buffers a request's body for the proxy and holds the route until all of
  // it has arrived, which would defeat the routes' own byte caps (their policy is a header rule).
  matcher: ['/((?!api/|_next/static|_next/image).*)'],
}
