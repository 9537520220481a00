import type { NextConfig } from 'next'
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { config as proxyConfig } from '@/proxy'
import {
  DRAFT_MODE_COOKIE,
  documentHeaders,
  mergeDirectives,
  publicDirectives,
  requestSecurityHeaders,
  serializeCsp,
  staticHeaderRules,
  studioDirectives,
  withoutTrailingSlash,
} from '@/lib/http/security-headers'

/** Directive name → sources, parsed back from a header value. */
function parseCsp(value: string): Record<string, string[]> {
  return Object.fromEntries(
    value.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

// What Next.js's build compiles a proxy's matcher with; left out of its type declarations.
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (matcher: unknown, config: NextConfig) => ProxyMatcher[]
}>('next/dist/build/analysis/get-page-static-info')

/** Whether proxy.ts runs for a request, by its matcher as Next.js compiles and applies it. */
const proxyMatches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyConfig.matcher, {} as NextConfig))
function proxyRuns(path: string, { draftCookie = false } = {}) {
  const request = { headers: draftCookie ? { cookie: `${DRAFT_MODE_COOKIE}=a1b2c3` } : {} }
  return proxyMatches(path, request as never, {})
}

/**
 * The header values a request for `path` gets: every matching rule of
 * next.config.ts (matched with Next.js's own path matcher), then what
 * proxy.ts sets, if its matcher sends the request there.
 */
function headersFor(path: string, { dev = false, draftCookie = false } = {}) {
  const result: Record<string, string> = {}
  for (const rule of staticHeaderRules({ dev })) {
    if (getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path)) {
      for (const { key, value } of rule.headers) result[key] = value
    }
  }
  if (!proxyRuns(path, { draftCookie })) return result
  return { ...result, ...requestSecurityHeaders({ pathname: path, draftCookie, dev }) }
}

describe('Content-Security-Policy', () => {
  const production = parseCsp(serializeCsp(publicDirectives({ dev: false })))

  it('public pages: own scripts (inline for static pages), Sanity images, EmailJS, never framed', () => {
    expect(production).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://api.emailjs.com'],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'script-src-attr': ["'none'"],
      'report-uri': ['/api/csp-report'],
      'report-to': ['csp'],
      'upgrade-insecure-requests': [],
    })
  })

  it("allows 'unsafe-eval' only under next dev", () => {
    expect(publicDirectives({ dev: true })['script-src']).toContain("'unsafe-eval'")
    expect(production['script-src']).not.toContain("'unsafe-eval'")
    expect(serializeCsp(publicDirectives({ dev: false }))).not.toContain('unsafe-eval')
  })

  it('the Studio may reach Sanity from the browser and be framed by the site itself only', () => {
    const studio = studioDirectives()
    expect(studio['connect-src']).toEqual(expect.arrayContaining(['https://*.sanity.io', 'wss://*.sanity.io']))
    expect(studio['frame-ancestors']).toEqual(["'self'"])
    expect(studio['object-src']).toEqual(["'none'"])
    // It would send the Presentation tool's frame to https on a site served over http.
    expect(studio).not.toHaveProperty('upgrade-insecure-requests')
  })

  it('merges extra sources without repeating any', () => {
    const merged = mergeDirectives(publicDirectives({ dev: false }), {
      'connect-src': ["'self'", 'https://*.api.sanity.io'],
      'frame-ancestors': ["'self'"],
    })
    expect(merged['connect-src']).toEqual(["'self'", 'https://api.emailjs.com', 'https://*.api.sanity.io'])
    expect(merged['frame-ancestors']).toEqual(["'self'"])
  })
})

describe('headers as a request gets them', () => {
  const publicCsp = serializeCsp(publicDirectives({ dev: false }))
  const studioCsp = serializeCsp(studioDirectives())

  // The router is case-sensitive: /Studio and /STUDIO/structure are the site's 404 page, with the strict policy.
  it.each([
    '/',
    '/about',
    '/completion',
    '/no-such-page',
    '/sitemap.xml',
    '/robots.txt',
    '/studios',
    '/about/studio',
    '/Studio',
    '/STUDIO/structure',
  ])('%s gets the public policy', (path) => {
    expect(headersFor(path)['Content-Security-Policy']).toBe(publicCsp)
  })

  it('the API routes, which the proxy does not see, get the public policy from a header rule', () => {
    expect(headersFor('/api/contact')['Content-Security-Policy']).toBe(publicCsp)
    expect(headersFor('/api/revalidate', { draftCookie: true })['Content-Security-Policy']).toBe(publicCsp)
  })

  // (/studio/ is only ever a redirect to /studio: Next.js strips trailing slashes.)
  it.each(['/studio', '/studio/structure/service'])('%s gets the Studio policy', (path) => {
    expect(headersFor(path)['Content-Security-Policy']).toBe(studioCsp)
  })

  it('in preview the site may be framed by the Studio, and only then; the Studio keeps its own policy', () => {
    const preview = headersFor('/', { draftCookie: true })['Content-Security-Policy']
    expect(preview).toContain("default-src 'self'")
    expect(preview).toContain("frame-ancestors 'self'")
    expect(preview).not.toContain("'none' 'self'")
    expect(headersFor('/')['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headersFor('/studio', { draftCookie: true })['Content-Security-Policy']).toBe(studioCsp)
  })

  it('an answer that depends on the preview cookie is private and varies by cookie; others are left to Next.js', () => {
    expect(headersFor('/about', { draftCookie: true })).toMatchObject({
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    })
    expect(headersFor('/about')).not.toHaveProperty('Cache-Control')
    expect(headersFor('/about')).not.toHaveProperty('Vary')
  })

  it("under next dev every page's policy allows eval, which React's dev build needs", () => {
    for (const path of ['/', '/about', '/no-such-page']) {
      expect(headersFor(path, { dev: true })['Content-Security-Policy']).toContain("'unsafe-eval'")
    }
    expect(headersFor('/')['Content-Security-Policy']).not.toContain("'unsafe-eval'")
  })

  it("the build's scripts, fonts and resized pictures get HTTPS-only and nosniff, none of a document's headers", () => {
    for (const path of ['/_next/static/chunks/a1b2.js', '/_next/static/media/font.woff2', '/_next/image']) {
      expect(headersFor(path)).toEqual({
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
      })
    }
    expect(headersFor('/marks/visa.svg')['Content-Security-Policy']).toBe(publicCsp)
    expect(headersFor('/_next/data.json')['Permissions-Policy']).toMatch(/camera=\(\)/)
  })

  it('every route gets the other security headers, and the reporting endpoint', () => {
    for (const path of ['/', '/studio', '/Studio', '/api/contact']) {
      const headers = headersFor(path)
      expect(Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
        15552000,
      )
      expect(headers['Strict-Transport-Security']).toContain('includeSubDomains')
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
      expect(headers['Reporting-Endpoints']).toBe('csp="/api/csp-report"')
    }
  })
})

describe('the proxy runs only where the header rules are not enough', () => {
  it('not on a public page, an API route, a build file or a picture: the header rules serve them', () => {
    for (const path of ['/', '/about', '/completion', '/no-such-page', '/robots.txt', '/api/contact', '/Studio'])
      expect(proxyRuns(path)).toBe(false)
    for (const path of ['/api/contact', '/_next/static/chunks/a.js', '/_next/image'])
      expect(proxyRuns(path, { draftCookie: true })).toBe(false)
  })

  it("on the Studio's paths, and on any page asked for with the draft-mode cookie", () => {
    for (const path of ['/studio', '/studio/structure', '/studio/structure/service']) expect(proxyRuns(path)).toBe(true)
    for (const path of ['/', '/about', '/no-such-page']) expect(proxyRuns(path, { draftCookie: true })).toBe(true)
  })

  it('on an address with a trailing slash, to redirect it with the headers; never on a build file', () => {
    for (const path of ['/es/', '/about/', '/es/about/', '/api/leads/']) expect(proxyRuns(path)).toBe(true)
    for (const path of ['/_next/static/chunks/', '/_next/image/']) expect(proxyRuns(path)).toBe(false)
  })

  it('its matcher names the cookie Next.js sets in draft mode', () => {
    expect(JSON.stringify(proxyConfig.matcher)).toContain(`"key":"${DRAFT_MODE_COOKIE}"`)
  })
})

describe('the trailing-slash redirect (proxy.ts)', () => {
  it.each([
    ['/es/', '/es'],
    ['/about/', '/about'],
    ['/es/about///', '/es/about'],
    ['//', '/'],
  ])('sends %s to %s', (from, to) => expect(withoutTrailingSlash(from)).toBe(to))

  it.each(['/', '/es', '/about'])('leaves %s alone', (path) => expect(withoutTrailingSlash(path)).toBeNull())

  it('carries every header a page gets: the policy, HTTPS only, nosniff, the referrer policy', () => {
    const headers = documentHeaders({ dev: false })
    expect(headers['Content-Security-Policy']).toBe(serializeCsp(publicDirectives({ dev: false })))
    expect(headers['Strict-Transport-Security']).toContain('includeSubDomains')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })
})
