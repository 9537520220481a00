/**
 * Response headers, built here (pure, unit-tested). Those that every response
 * gets, the public Content-Security-Policy included, are applied by
 * `headers()` in next.config.ts; proxy.ts replaces them where the request
 * asks for others (the Studio's policy, or a draft-mode cookie's), and runs
 * for those requests only.
 *
 * Two Content-Security-Policies: a strict one for the public site and a
 * looser one for the Sanity Studio at /studio (docs/security.md).
 */

/** A CSP as directive name → sources. An empty list writes the bare directive. */
export type Directives = Readonly<Record<string, readonly string[]>>

export interface HeaderRule {
  source: string
  headers: { key: string; value: string }[]
}

interface Mode {
  /** `next dev`: React rebuilds call stacks with eval, so 'unsafe-eval' is allowed there only. */
  dev: boolean
}

// Vercel Analytics and Speed Insights load their scripts from and report to
// same-origin /_vercel/* paths in production, so 'self' covers them. Only
// their debug builds, loaded in development, come from this host.
const VERCEL_DEBUG_SCRIPTS = 'https://va.vercel-scripts.com'

/**
 * The public pages. Why 'unsafe-inline' for scripts: the pages are generated
 * statically at build time, so there is no per-request nonce to put on
 * Next.js's inline bootstrap scripts, and their hashes change with every
 * page and build. The payment provider needs no entry: the site only links
 * to its hosted payment page, it neither frames it nor posts to it.
 */
export function publicDirectives({ dev }: Mode): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'", VERCEL_DEBUG_SCRIPTS] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
    'font-src': ["'self'"],
    // The contact form sends its message to EmailJS from the browser.
    'connect-src': ["'self'", 'https://api.emailjs.com'],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No inline event handlers (onclick="…"): the pages have none, so an injected one is an attack.
    'script-src-attr': ["'none'"],
    // Violations are reported to the site itself (app/api/csp-report), which logs them.
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
    // Chromium does not upgrade requests to loopback addresses, so local runs
    // and the tests on http://127.0.0.1 keep working. Left out under `next dev`,
    // which is often opened from a phone on the local network over plain http.
    ...(dev ? {} : { 'upgrade-insecure-requests': [] }),
  }
}

/**
 * Added for an editor in preview (requests with the draft-mode cookie) only:
 * the Studio's Presentation tool shows the site in a frame on the same
 * origin, and Visual Editing may talk to the project's API from the browser.
 */
export const DRAFT_PREVIEW_DIRECTIVES: Directives = {
  'connect-src': ['https://*.api.sanity.io', 'wss://*.api.sanity.io'],
  'frame-ancestors': ["'self'"],
}

/** The cookie Next.js sets while draft mode is on. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The Studio is a single-page app that talks to the Content Lake from the
 * browser: the project's API and CDN hosts, live updates over websockets,
 * image and file assets, user avatars from the sign-in providers.
 */
export function studioDirectives(): Directives {
  return {
    'default-src': ["'self'"],
    // The Studio's bundle includes code that builds functions from strings
    // (Function(...)); it is the editors' tool behind a Sanity sign-in.
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https://cdn.sanity.io'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://*.sanity.io', 'wss://*.sanity.io', 'https://sanity-cdn.com'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No upgrade-insecure-requests: every address the Studio calls is https already, and on a site
    // served over http (`next start` on a laptop) it would turn the Presentation tool's frame, which
    // follows a redirect to the site itself, into an https address nothing answers.
  }
}

/**
 * Sources of `extra` added to those of `base`, directive by directive, without
 * repeats. 'none' gives way to real sources: combined with others it is void.
 */
export function mergeDirectives(base: Directives, extra: Directives): Directives {
  const merged: Record<string, readonly string[]> = { ...base }
  for (const [name, sources] of Object.entries(extra)) {
    const kept = (merged[name] ?? []).filter((source) => source !== "'none'" || sources.length === 0)
    merged[name] = [...new Set([...kept, ...sources])]
  }
  return merged
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** Browser features the site never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * What every response needs, the build's own files included: HTTPS only (two years; browsers honour it over HTTPS
 * only, so local http runs are unaffected), and nosniff, which matters most on scripts and stylesheets: one served
 * with the wrong type is refused, never guessed at.
 */
const TRANSPORT_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
]

/** Where browsers send violation reports (the `report-to` group and the legacy `report-uri`). */
export const CSP_REPORT_PATH = '/api/csp-report'

/**
 * What only a document (a page, an API answer or a redirect a browser may open) acts on: which referrer its links
 * send, which browser features it may use, where it reports, what it may load.
 */
const DOCUMENT_HEADERS = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Reporting-Endpoints', value: `csp="${CSP_REPORT_PATH}"` },
]

/**
 * The build's hashed files (`/_next/static/`: scripts, fonts, the CSS chunks) and resized pictures
 * (`/_next/image`): no document, so none of DOCUMENT_HEADERS nor the policy applies to them, and a script,
 * font or raster image loads nothing that a Referrer-Policy would govern (the browser's default is the same
 * value anyway). Issue 40: those headers were 0.7 KB on each of a page's two dozen files, 0.4 KB of it the
 * policy, and most of the JavaScript budget's margin; scanners and Lighthouse's best practices read them on
 * the document.
 */
const NOT_BUILD_FILES = '/:path((?!_next/static/|_next/image).*)'

/**
 * Headers every response gets, whatever the request carries: applied by
 * `headers()` in next.config.ts. The public policy too: most requests (every
 * public page, the API routes) need nothing else, so a static rule serves it
 * and proxy.ts runs only where another policy replaces it (issue 40: a proxy
 * on every page cost `next start` a share of its throughput).
 */
export function staticHeaderRules({ dev }: Mode = { dev: false }): HeaderRule[] {
  return [
    { source: '/:path(.*)', headers: TRANSPORT_HEADERS },
    {
      source: NOT_BUILD_FILES,
      headers: [
        ...DOCUMENT_HEADERS,
        { key: 'Content-Security-Policy', value: serializeCsp(publicDirectives({ dev })) },
      ],
    },
  ]
}

/**
 * The Studio's paths, exactly as the router serves them. The router is
 * case-sensitive (/Studio is the site's 404 page, which must keep the strict
 * policy), while next.config.ts's header rules match paths in any letter
 * case: so the policy is chosen here, in proxy.ts, not by header rules.
 */
export function isStudioPath(pathname: string): boolean {
  return pathname === '/studio' || pathname.startsWith('/studio/')
}

/**
 * The headers that depend on the request, set by proxy.ts where its matcher
 * sends it (the Studio's paths, requests with the draft-mode cookie): which
 * policy the path gets, and, with the cookie, a policy that lets the Studio
 * frame the page. A response that depends on that cookie must never be
 * stored for anyone else: private, no-store, and Vary: Cookie, so that a
 * cache keyed by URL cannot hand it to visitors.
 */
export function requestSecurityHeaders({
  pathname,
  draftCookie,
  dev,
}: {
  pathname: string
  draftCookie: boolean
  dev: boolean
}): Record<string, string> {
  if (isStudioPath(pathname)) return { 'Content-Security-Policy': serializeCsp(studioDirectives()) }
  const policy = publicDirectives({ dev })
  if (!draftCookie) return { 'Content-Security-Policy': serializeCsp(policy) }
  return {
    'Content-Security-Policy': serializeCsp(mergeDirectives(policy, DRAFT_PREVIEW_DIRECTIVES)),
    'Cache-Control': 'private, no-store',
    Vary: 'Cookie',
  }
}

/**
 * Every header a page of the site gets (the static rules above), for a response made before or beside Next.js's
 * header rules: the redirect of an address with a trailing slash ("/es/" to "/es", proxy.ts), which Next.js's own
 * sent bare, and the request guard's answers (./request-guard.ts).
 */
export function documentHeaders({ dev }: Mode): Record<string, string> {
  return Object.fromEntries(
    staticHeaderRules({ dev }).flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
  )
}

/** The address without its trailing slashes ("/es/" → "/es"), or null when it has none (the root "/" has none). */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null
  return pathname.replace(/\/+$/, '') || '/'
}
