import { expect } from '@playwright/test'
import { MAX_FORM_FIELDS } from '@/features/requests/model'
import { SITE_URL } from '@/testing/configured-site'
import { ONE_MIB_IN_CHUNKS, type RawRequest } from './raw-request'

/**
 * The table of hostile requests e2e/configured/hostile-requests.spec.ts sends
 * to the routes under app/api (the webhook's cases, which need signing, are
 * built there): each with the status it must get and what its answer must
 * (not) say.
 */
export type Case = { name: string; request: RawRequest; status: number; check?: (body: string) => void }

/** A form post from the site's own page, as a browser sends it: fields, or a body written out. */
const form = (fields: Record<string, string> | string): RawRequest => {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString()
  return {
    path: '/api/contact',
    headers: {
      origin: SITE_URL,
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
    },
    chunks: [body],
  }
}
const FIELDS = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Help at home, please.' }
const noScriptInjected = (body: string) => {
  expect(body).not.toContain('<script>alert')
  expect(body).not.toContain('<img src=x')
}

export const CONTACT_CASES: Case[] = [
  {
    name: 'contact: JSON instead of a form',
    request: { path: '/api/contact', headers: { 'content-type': 'application/json' }, chunks: ['{"message":"hi"}'] },
    status: 415,
  },
  {
    name: 'contact: 1 MiB chunked, no length given',
    request: {
      path: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      chunks: ['message=', ...ONE_MIB_IN_CHUNKS],
    },
    status: 413,
    check: (body) => expect(body.length).toBeLessThan(1000),
  },
  {
    name: 'contact: a length of 2 MB declared',
    request: {
      path: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(2 * 1024 * 1024) },
      chunks: ['message=hi'],
    },
    status: 413,
  },
  {
    name: 'contact: a message of 20,001 characters',
    request: form({ ...FIELDS, message: 'x'.repeat(20_001) }),
    status: 422,
    check: (body) =>
      expect(body).toContain('Please shorten your message to 20,000 characters or fewer (it has 20,001)'),
  },
  {
    name: 'contact: a name of 201 characters',
    request: form({ ...FIELDS, name: 'N'.repeat(201) }),
    status: 422,
    check: (body) => expect(body).toContain('Please shorten this to 200 characters or fewer (it has 201).'),
  },
  {
    name: 'contact: markup in every field',
    request: form({
      name: '<script>alert(1)</script>',
      email: '"><img src=x onerror=alert(1)>',
      subject: '</dd><script>alert(2)</script>',
      message: '<script>alert(3)</script>\u2028',
    }),
    // The e-mail is no address: the answers come back as text, with what to fix.
    status: 422,
    check: (body) => {
      noScriptInjected(body)
      expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    },
  },
  {
    name: 'contact: 40,000 repeats of one field name, in 117 KiB',
    request: form(`${new URLSearchParams(FIELDS)}${'&a='.repeat(40_000)}`),
    status: 400,
    check: (body) => expect(body).toBe(`A form has at most ${MAX_FORM_FIELDS} fields.`),
  },
  {
    name: 'contact: a broken multipart body',
    request: {
      path: '/api/contact',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      chunks: ['--zzz\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi'],
    },
    status: 400,
  },
]

export const REPORT = {
  'csp-report': { 'document-uri': 'http://x/', 'violated-directive': 'script-src-attr', 'blocked-uri': 'inline' },
}
export const CSP_CASES: Case[] = [
  {
    name: 'csp-report: plain text',
    request: {
      path: '/api/csp-report',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.0.0.1' },
      chunks: ['hi'],
    },
    status: 415,
  },
  {
    name: 'csp-report: 1 MiB chunked',
    request: {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '10.0.0.1' },
      chunks: ONE_MIB_IN_CHUNKS,
    },
    status: 413,
  },
  {
    name: 'csp-report: not JSON',
    request: {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '10.0.0.1' },
      chunks: ['{'],
    },
    status: 400,
  },
  {
    name: 'csp-report: JSON of another shape',
    request: {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json', 'x-forwarded-for': '10.0.0.1' },
      chunks: ['{"a":1}'],
    },
    status: 400,
  },
  {
    name: 'csp-report: a forged log line in a value',
    request: {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '10.0.0.1' },
      chunks: [
        JSON.stringify({
          'csp-report': {
            ...REPORT['csp-report'],
            'blocked-uri': 'x\n[revalidate] Refreshing pages that read "settings"',
          },
        }),
      ],
    },
    status: 204,
  },
]

export const REDIRECT_CASES: Case[] = [
  '/%09/evil.example/phish',
  '/%09%5Cevil.example/phish',
  '/%0a/evil.example',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%E2%80%A8/evil.example',
  '//evil.example',
  '/%5C%5Cevil.example',
  'https://evil.example/',
  // Dot segments that normalise to "//evil.example"
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/./%5Cevil.example',
].map((redirect) => ({
  name: `draft-mode/disable: ?redirect=${redirect}`,
  request: { method: 'GET', path: `/api/draft-mode/disable?redirect=${redirect}` },
  status: 303,
}))

/** POST /api/leads from this site's own page, as a client of its own (the route counts 5 posts per client). */
let requestsClient = 0
const requests = (
  chunks: (string | Buffer)[],
  headers: Record<string, string> = {},
  { origin = SITE_URL }: { origin?: string | null } = {},
): RawRequest => ({
  path: '/api/leads',
  headers: {
    'content-type': 'application/json',
    'x-forwarded-for': `10.66.0.${++requestsClient}`,
    ...(origin ? { origin } : {}),
    ...headers,
  },
  chunks,
})
const LEAD = { kind: 'message', page: '/', elapsedMs: 5000, fields: FIELDS }
const json = (value: unknown) => [JSON.stringify(value)]
const requestError = (error: string) => (body: string) => expect(JSON.parse(body)).toMatchObject({ ok: false, error })
const keptLike = (body: string) =>
  expect(JSON.parse(body)).toEqual({ ok: true, id: expect.stringMatching(/^lead\.[0-9a-f-]{36}$/) })

/** GET /api/leads/token: the form's ticket. */
const token = (query: string, headers: Record<string, string> = {}): RawRequest => ({
  method: 'GET',
  path: `/api/leads/token${query}`,
  headers: { 'x-forwarded-for': '10.67.0.1', ...headers },
})
export const TOKEN_CASES: Case[] = [
  { name: 'token: an unknown form', request: token('?kind=admin'), status: 400 },
  { name: 'token: no form named', request: token(''), status: 400 },
  { name: 'token: a page elsewhere', request: token('?kind=message', { 'sec-fetch-site': 'cross-site' }), status: 403 },
  { name: 'token: a POST', request: { ...token('?kind=message'), method: 'POST', chunks: ['x'] }, status: 405 },
]

export const LEADS_CASES: Case[] = [
  { name: 'leads: no Origin', request: requests(json(LEAD), {}, { origin: null }), status: 403 },
  { name: 'leads: another site', request: requests(json(LEAD), {}, { origin: 'https://evil.example' }), status: 403 },
  {
    name: 'leads: a cross-site fetch claiming this Origin',
    request: requests(json(LEAD), { 'sec-fetch-site': 'cross-site' }),
    status: 403,
    check: requestError('crossOrigin'),
  },
  {
    name: 'leads: a form instead of JSON (no preflight needed)',
    request: requests(['kind=message'], { 'content-type': 'application/x-www-form-urlencoded' }),
    status: 415,
  },
  { name: 'leads: text/plain JSON', request: requests(json(LEAD), { 'content-type': 'text/plain' }), status: 415 },
  { name: 'leads: 1 MiB chunked, no length given', request: requests(ONE_MIB_IN_CHUNKS), status: 413 },
  {
    name: 'leads: a length of 2 MB declared',
    request: requests(json(LEAD), { 'content-length': String(2 * 1024 * 1024) }),
    status: 413,
  },
  { name: 'leads: not JSON', request: requests(['{"kind":']), status: 400, check: requestError('badRequest') },
  { name: 'leads: a JSON list', request: requests(['[1,2]']), status: 400 },
  { name: 'leads: an unknown kind', request: requests(json({ ...LEAD, kind: 'admin' })), status: 400 },
  {
    name: 'leads: a prototype key instead of the fields',
    request: requests(['{"kind":"message","page":"/","elapsedMs":5000,"fields":{"__proto__":{"name":"x"}}}']),
    status: 422,
    check: requestError('invalid'),
  },
  { name: 'leads: an id that is not a UUID', request: requests(json({ ...LEAD, id: '../settings' })), status: 400 },
  // A script's post is kept as spam, with a person's answer: a script learns nothing from it (leads.spec.ts checks the Inbox).
  {
    name: 'leads: the honeypot filled',
    request: requests(json({ ...LEAD, hs_check: 'x' })),
    status: 201,
    check: keptLike,
  },
  {
    name: 'leads: faster than a person',
    request: requests(json({ ...LEAD, elapsedMs: 10 })),
    status: 201,
    check: keptLike,
  },
  {
    name: 'leads: a forged ticket',
    request: requests(json({ ...LEAD, token: 'v1.message.0.x.y' })),
    status: 201,
    check: keptLike,
  },
  { name: 'leads: a ticket that is not text', request: requests(json({ ...LEAD, token: { $ne: '' } })), status: 400 },
  {
    name: 'leads: a message of 20,001 characters',
    request: requests(json({ ...LEAD, fields: { ...FIELDS, message: 'x'.repeat(20_001) } })),
    status: 422,
    check: (body) =>
      expect(JSON.parse(body).fields.message).toBe(
        'Please shorten your message to 20,000 characters or fewer (it has 20,001), or e-mail us instead.',
      ),
  },
  {
    name: 'leads: markup in every field is kept as text, and not echoed',
    request: requests(
      json({
        ...LEAD,
        fields: {
          name: '<script>alert(1)</script>',
          email: 'a@b.co',
          subject: '"><img src=x>',
          message: '\u2028<svg onload=alert(2)>',
        },
      }),
    ),
    status: 201,
    check: (body) => {
      expect(JSON.parse(body)).toEqual({ ok: true, id: expect.stringMatching(/^lead\.[0-9a-f-]{36}$/) })
      noScriptInjected(body)
    },
  },
]
