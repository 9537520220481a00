import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import {
  DRAFT_MODE_COOKIE,
  mergeDirectives,
  publicDirectives,
  securityHeaderRules,
  serializeCsp,
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
 * The header values a request for `path` gets, the way Next.js combines the
 * rules: every matching rule applies, a later one overrides an earlier one's
 * header of the same name. Matching uses Next.js's own path matcher.
 */
function headersFor(path: string, { dev = false, cookies = [] as string[] } = {}) {
  const result: Record<string, string> = {}
  for (const rule of securityHeaderRules({ dev })) {
    const matches = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path)
    const hasAll = (rule.has ?? []).every((condition) => cookies.includes(condition.key))
    if (matches && hasAll) for (const { key, value } of rule.headers) result[key] = value
  }
  return result
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
      'upgrade-insecure-requests': [],
    })
  })

  it("allows 'unsafe-eval' only under next dev", () => {
    expect(publicDirectives({ dev: true })['script-src']).toContain("'unsafe-eval'")
    expect(production['script-src']).not.toContain("'unsafe-eval'")
    expect(serializeCsp(publicDirectives({ dev: false }))).not.toContain('unsafe-eval')
  })

  it('the Studio may reach Sanity from the browser and be framed by the site itself only', () => {
    const studio = studioDirectives({ dev: false })
    expect(studio['connect-src']).toEqual(expect.arrayContaining(['https://*.sanity.io', 'wss://*.sanity.io']))
    expect(studio['frame-ancestors']).toEqual(["'self'"])
    expect(studio['object-src']).toEqual(["'none'"])
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

describe('header rules as Next.js applies them', () => {
  const publicCsp = serializeCsp(publicDirectives({ dev: false }))
  const studioCsp = serializeCsp(studioDirectives({ dev: false }))

  it.each(['/', '/about', '/completion', '/no-such-page', '/sitemap.xml', '/robots.txt', '/studios', '/about/studio'])(
    '%s gets the public policy',
    (path) => {
      expect(headersFor(path)['Content-Security-Policy']).toBe(publicCsp)
    },
  )

  // (/studio/ is only ever a redirect to /studio: Next.js strips trailing slashes.)
  it.each(['/studio', '/studio/structure/service'])('%s gets the Studio policy and only that', (path) => {
    expect(headersFor(path)['Content-Security-Policy']).toBe(studioCsp)
    // Not even via a rule that comes later: no public rule matches the Studio.
    const matching = securityHeaderRules({ dev: false }).filter((rule) =>
      getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path),
    )
    expect(matching.flatMap((rule) => rule.headers.map((h) => h.value))).not.toContain(publicCsp)
  })

  it('in preview the site may be framed by the Studio, and only then; the Studio keeps its own policy', () => {
    const preview = headersFor('/', { cookies: [DRAFT_MODE_COOKIE] })['Content-Security-Policy']
    expect(preview).toContain("default-src 'self'")
    expect(preview).toContain("frame-ancestors 'self'")
    expect(preview).not.toContain("'none' 'self'")
    expect(headersFor('/')['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headersFor('/studio', { cookies: [DRAFT_MODE_COOKIE] })['Content-Security-Policy']).toBe(studioCsp)
  })

  it('every route gets the other security headers', () => {
    for (const path of ['/', '/studio']) {
      const headers = headersFor(path)
      expect(Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
        15552000,
      )
      expect(headers['Strict-Transport-Security']).toContain('includeSubDomains')
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    }
  })
})
