import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { encodeSignatureHeader } from '@sanity/webhook'
import { expect, test } from '@playwright/test'
import {
  FORM_TOKEN_SECRET,
  READ_TOKEN,
  REVALIDATE_SECRET,
  SERVER_LOG,
  SITE_URL,
  WRITE_TOKEN,
} from '@/testing/configured-site'
import {
  CONTACT_CASES,
  CSP_CASES,
  LEADS_CASES,
  REDIRECT_CASES,
  REPORT,
  TOKEN_CASES,
  type Case,
} from '../../testing/browser/hostile-cases'
import { ONE_MIB_IN_CHUNKS, rawRequest, type RawRequest } from '../../testing/browser/raw-request'

/**
 * Requests an attacker would send to each route under app/api, against the
 * production build of the configured site (every secret set). Each must get
 * a 4xx or a safe redirect, never a 500 (or, a script's post to /api/leads,
 * the 201 a person gets, being kept as spam); none may refresh a page, echo
 * markup unescaped, or make the server log a secret.
 */

const logLength = () => readFileSync(SERVER_LOG, 'utf8').length
async function logSince(offset: number) {
  await sleep(300) // the server's output reaches the file through a pipe
  return readFileSync(SERVER_LOG, 'utf8').slice(offset)
}

async function signed(body: string, { at = Date.now(), secret = REVALIDATE_SECRET } = {}) {
  return encodeSignatureHeader(body, at, secret)
}

const webhook = (headers: Record<string, string>, chunks: (string | Buffer)[]): RawRequest => ({
  path: '/api/revalidate',
  headers: { 'content-type': 'application/json', ...headers },
  chunks,
})

async function webhookCases(): Promise<Case[]> {
  const small = '{"_type": "testimonial",'
  const valid = JSON.stringify({ _type: 'testimonial', _id: 'testimonial-1' })
  const minutes = (n: number) => n * 60 * 1000
  return [
    { name: 'webhook: no signature', request: webhook({}, [valid]), status: 401 },
    {
      name: 'webhook: signed with another secret',
      request: webhook({ 'sanity-webhook-signature': await signed(valid, { secret: 'guess' }) }, [valid]),
      status: 401,
    },
    {
      name: 'webhook: bogus signature and broken JSON',
      request: webhook({ 'sanity-webhook-signature': 't=1700000000000,v1=bogus' }, [small]),
      status: 401,
    },
    {
      name: 'webhook: 1 MiB chunked with a bogus signature',
      request: webhook({ 'sanity-webhook-signature': 't=1,v1=x' }, ONE_MIB_IN_CHUNKS),
      status: 413,
    },
    {
      name: 'webhook: a valid signature replayed six minutes later',
      request: webhook({ 'sanity-webhook-signature': await signed(valid, { at: Date.now() - minutes(6) }) }, [valid]),
      status: 401,
    },
    {
      name: 'webhook: a signature dated six minutes ahead',
      request: webhook({ 'sanity-webhook-signature': await signed(valid, { at: Date.now() + minutes(6) }) }, [valid]),
      status: 401,
    },
    {
      name: 'webhook: a valid signature over another body',
      request: webhook({ 'sanity-webhook-signature': await signed(valid) }, [
        valid.replace('testimonial"', 'service"'),
      ]),
      status: 401,
    },
    {
      name: 'webhook: signed, but not JSON',
      request: webhook({ 'sanity-webhook-signature': await signed(small) }, [small]),
      status: 400,
    },
    {
      name: 'webhook: signed, a type name that is not one',
      request: webhook({ 'sanity-webhook-signature': await signed('{"_type":"tëst\\u2028x"}') }, [
        '{"_type":"tëst\\u2028x"}',
      ]),
      status: 400,
    },
  ]
}

test.describe('hostile requests to app/api', () => {
  test('each is refused with a 4xx (or a safe redirect), refreshes nothing and logs no secret', async () => {
    test.setTimeout(60_000)
    const cases = [
      ...(await webhookCases()),
      ...CONTACT_CASES,
      ...LEADS_CASES,
      ...TOKEN_CASES,
      ...CSP_CASES,
      ...REDIRECT_CASES,
    ]
    const start = logLength()
    for (const { name, request, status, check } of cases) {
      const response = await rawRequest(SITE_URL, request)
      expect(response.status, name).toBe(status)
      check?.(response.body)
      if (request.path.startsWith('/api/draft-mode/disable')) {
        const location = response.headers.location ?? ''
        // Only this site's paths: nothing that a browser could read as another host, nothing that splits a header.
        expect(location, name).toMatch(/^\/(?![/\\])/)
        expect(location, name).not.toMatch(/[\u0000-\u0020\u007f\u2028\u2029\\]/)
        expect(new URL(location, SITE_URL).origin, name).toBe(SITE_URL)
      }
    }
    const logged = await logSince(start)
    // Nothing was refreshed: the route logs every refresh it makes.
    expect(logged).not.toMatch(/^\[revalidate\] Refreshing/m)
    expect(logged).not.toContain(REVALIDATE_SECRET)
    expect(logged).not.toContain(READ_TOKEN)
    expect(logged).not.toContain(WRITE_TOKEN)
    expect(logged).not.toContain(FORM_TOKEN_SECRET)
    // The forged line stayed inside its own report line.
    expect(logged).not.toMatch(/^\[revalidate\] Refreshing pages that read "settings"/m)
    expect(logged).toMatch(/^\[csp\] script-src-attr blocked x \[revalidate\]/m)
  })

  test('a valid webhook still refreshes, and says so in the log', async () => {
    const body = JSON.stringify({ _type: 'fact', _id: 'fact-counties' })
    const before = logLength()
    const response = await rawRequest(SITE_URL, webhook({ 'sanity-webhook-signature': await signed(body) }, [body]))
    expect(response.status).toBe(200)
    expect(await logSince(before)).toContain('[revalidate] Refreshing pages that read "fact" (id "fact-counties").')
  })

  test('a same-site path survives Exit preview', async () => {
    const response = await rawRequest(SITE_URL, {
      method: 'GET',
      path: '/api/draft-mode/disable?redirect=/about%23faq',
    })
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe('/about#faq')
  })
})

test.describe('CSP reports', () => {
  test('both report formats are logged one line per violation and answered 204', async () => {
    const before = logLength()
    const legacy = await rawRequest(SITE_URL, {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '10.0.0.2' },
      chunks: [JSON.stringify(REPORT)],
    })
    const reporting = await rawRequest(SITE_URL, {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json', 'x-forwarded-for': '10.0.0.2' },
      chunks: [
        JSON.stringify([
          {
            type: 'csp-violation',
            body: {
              documentURL: 'http://x/about',
              effectiveDirective: 'img-src',
              blockedURL: 'https://evil.example/a.png',
            },
          },
          { type: 'deprecation', body: {} },
        ]),
      ],
    })
    expect([legacy.status, reporting.status]).toEqual([204, 204])
    const logged = await logSince(before)
    expect(logged).toContain('[csp] script-src-attr blocked inline on http://x/')
    expect(logged).toContain('[csp] img-src blocked https://evil.example/a.png on http://x/about')
  })

  test('one client may send 30 reports a minute; the next is told when to retry', async () => {
    const send = () =>
      rawRequest(SITE_URL, {
        path: '/api/csp-report',
        headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '10.0.0.3' },
        chunks: [JSON.stringify(REPORT)],
      })
    for (let i = 0; i < 30; i++) expect((await send()).status).toBe(204)
    const limited = await send()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another client is not affected.
    const other = await rawRequest(SITE_URL, {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '10.0.0.4' },
      chunks: [JSON.stringify(REPORT)],
    })
    expect(other.status).toBe(204)
  })
})

test.describe('caching and headers', () => {
  test('a preview cookie makes the answer private and varying by cookie; a public answer sets no cookie', async ({
    request,
  }) => {
    for (const path of ['/', '/about']) {
      const withCookie = await request.get(path, { headers: { cookie: '__prerender_bypass=anything' } })
      expect(withCookie.headers()['cache-control']).toBe('private, no-store')
      expect(withCookie.headers()['vary']).toMatch(/(^|,\s*)Cookie(\s*,|$)/)
      const plain = await request.get(path)
      expect(plain.headers()['cache-control']).not.toMatch(/private|no-store/)
      expect(plain.headers()['set-cookie']).toBeUndefined()
    }
  })

  test('the Studio policy goes to /studio only, in the letter case the router serves', async ({ request }) => {
    const studio = await request.get('/studio')
    expect(studio.status()).toBe(200)
    expect(studio.headers()['content-security-policy']).toContain("'unsafe-eval'")
    for (const path of ['/Studio', '/STUDIO/structure']) {
      const other = await request.get(path)
      expect(other.status(), path).toBe(404)
      expect(other.headers()['content-security-policy'], path).not.toContain("'unsafe-eval'")
      expect(other.headers()['content-security-policy'], path).toContain("script-src-attr 'none'")
    }
  })

  test('the image optimizer resizes images from the image folders only', async ({ request }) => {
    expect((await request.get('/_next/image?url=%2Fapi%2Fcontact&w=64&q=75')).status()).toBe(400)
    expect((await request.get('/_next/image?url=%2Fapi%2Frevalidate&w=64&q=75')).status()).toBe(400)
    expect((await request.get('/_next/image?url=%2Fstarter%2Flogo-primary.png&w=64&q=75')).status()).toBe(200)
  })
})
