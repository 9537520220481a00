import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import {
  mergeDirectives,
  publicDirectives,
  requestSecurityHeaders,
  serializeCsp,
  staticHeaderRules,
  studioDirectives,
} from '@/lib/security-headers'

/** Directive name → sources, parsed back from a header value. */
function parseCsp(value: string): Record<string, string[]> {
  return Object.fromEntries(
    value.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/**
 * The header values a request for `path` gets: every matching rule of
 * next.config.ts (matched with Next.js's own path matcher), then what
 * proxy.ts sets for the request.
 */
function headersFor(path: string, { dev = false, draftCookie = false } = {}) {
  const result: Record<string, string> = {}
  for (const rule of staticHeaderRules()) {
    if (getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path)) {
      for (const { key, value } of rule.headers) result[key] = value
    }
  }
  // proxy.ts's matcher leaves out the API routes.
  if (path.startsWith('/api/')) return result
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
