import { NextResponse, type NextRequest } from 'next/server'
import { isDevelopment } from '@/lib/env/site'
import {
  DRAFT_MODE_COOKIE,
  documentHeaders,
  requestSecurityHeaders,
  withoutTrailingSlash,
} from '@/lib/http/security-headers'

/**
 * Runs only where the public policy, which next.config.ts's header rules give
 * every response, must be replaced (see `config` below): on the Studio's
 * paths, its policy; for a request carrying the draft-mode cookie, the
 * preview policy with Cache-Control: private, no-store and Vary: Cookie
 * (lib/http/security-headers.ts); and on an address with a trailing slash,
 * which it redirects itself, with the page's headers. Every other page is
 * served without it.
 */
export function proxy(request: NextRequest) {
  // "/es/" and "/about/": one redirect to the address without the slash, with every header a page gets (issue 60;
  // Next.js's own trailing-slash redirect, which next.config.ts turns off, sent none).
  const bare = withoutTrailingSlash(request.nextUrl.pathname)
  if (bare !== null) {
    // A plain URL: a NextURL keeps the slash it was parsed with, and would send "/es/" back to itself.
    const target = new URL(`${bare}${request.nextUrl.search}`, request.url)
    const redirect = NextResponse.redirect(target, 308)
    for (const [name, value] of Object.entries(documentHeaders({ dev: isDevelopment })))
      redirect.headers.set(name, value)
    return redirect
  }
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
  // Literals, as Next.js reads them at build time; lib/http/security-headers.test.ts checks them against
  // DRAFT_MODE_COOKIE and the Studio's paths. Matchers are case-sensitive, as the router is: /Studio
  // is the site's 404 page and keeps the public policy of the header rules. Never the API routes:
  // Next.js buffers a request's body for the proxy and holds the route until all of it has arrived,
  // which would defeat the routes' own byte caps (their policy is the header rules' public one).
  matcher: [
    '/studio/:path*',
    // An address with a trailing slash, of any depth: redirected above.
    '/((?!_next/).+)/',
    {
      source: '/((?!api/|_next/static|_next/image).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
}
