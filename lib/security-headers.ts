/**
 * Response headers for every route, built here (pure, unit-tested) and
 * applied by `headers()` in next.config.ts.
 *
 * Two Content-Security-Policies: a strict one for the public site and a
 * looser one for the Sanity Studio at /studio. Next.js applies every header
 * rule whose source matches a path, so the public rule's source excludes
 * /studio rather than relying on rule order.
 */

/** A CSP as directive name → sources. An empty list writes the bare directive. */
export type Directives = Readonly<Record<string, readonly string[]>>

export interface HeaderRule {
  source: string
  has?: { type: 'cookie'; key: string }[]
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
export function studioDirectives({ dev }: Mode): Directives {
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
    ...(dev ? {} : { 'upgrade-insecure-requests': [] }),
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

const COMMON_HEADERS = [
  // Two years. Browsers only honour it over HTTPS, so local http runs are unaffected.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
]

/** Every path except /studio and what is below it (but /studios, were it a page, is public). */
export const PUBLIC_SOURCE = '/:path((?!studio(?:/|$)).*)'
/** /studio itself and everything below it. */
export const STUDIO_SOURCE = '/studio/:path*'

export function securityHeaderRules(mode: Mode): HeaderRule[] {
  const csp = (directives: Directives) => ({ key: 'Content-Security-Policy', value: serializeCsp(directives) })
  const publicPolicy = publicDirectives(mode)
  return [
    { source: PUBLIC_SOURCE, headers: [...COMMON_HEADERS, csp(publicPolicy)] },
    // Later rules override earlier ones for the same header: in draft mode
    // the public policy plus what preview needs. Same source, so never /studio.
    {
      source: PUBLIC_SOURCE,
      has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: [csp(mergeDirectives(publicPolicy, DRAFT_PREVIEW_DIRECTIVES))],
    },
    { source: STUDIO_SOURCE, headers: [...COMMON_HEADERS, csp(studioDirectives(mode))] },
  ]
}
