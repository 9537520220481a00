/**
 * Hostile requests to app/api, each with the answer it is meant to get (read
 * from the route files). Every answer is tallied per case, so an unmeant one
 * names its request. The raw 1 MiB uploads are in chunked.ts.
 */
import type { Request } from 'autocannon'

export interface HostileCase {
  name: string
  request: Request
  /** The statuses meant for it. */
  meant: number[]
  /** Further check of a meant status, on the response headers. */
  check?: (headers: Record<string, string>) => boolean
}

/** A form post from the site's own page, as a browser sends it (the route refuses one from elsewhere). */
const form = (origin: string, fields: Record<string, string>): Request => ({
  method: 'POST',
  path: '/api/contact',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  body: new URLSearchParams(fields).toString(),
})
const FIELDS = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Help at home, please.' }
/** 40,000 repeats of one field name, 117 KiB: the body that froze the server for 11.9 s (issue 36). */
const REPEATED_FIELD = `${new URLSearchParams(FIELDS)}${'&a='.repeat(40_000)}`
const CSP_REPORT = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://127.0.0.1/',
    'violated-directive': 'script-src-attr',
    'blocked-uri': 'inline',
  },
})

const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
/** draft-mode/disable must send the visitor home, never to another host. */
const redirectsHome = (headers: Record<string, string>) => header(headers, 'location') === '/'

let address = 0
/**
 * A different client address per request, and a different network (/24) too: the content type is checked, not
 * the client's or the network's budget.
 */
const rotateClient = (request: Request): Request => {
  address = (address + 1) % 16_777_216
  const ip = `10.${address & 255}.${(address >> 8) & 255}.${address >> 16}`
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': ip } }
}

/** `origin`: the server's own, which its pages' forms send. */
export function hostileCases(origin: string): HostileCase[] {
  return [
    {
      name: 'GET draft-mode/disable ?redirect=/%09/evil.example/phish',
      request: { method: 'GET', path: '/api/draft-mode/disable?redirect=/%09/evil.example/phish' },
      meant: [303],
      check: redirectsHome,
    },
    {
      name: 'GET draft-mode/disable ?redirect=//evil.example',
      request: { method: 'GET', path: '/api/draft-mode/disable?redirect=//evil.example' },
      meant: [303],
      check: redirectsHome,
    },
    {
      // A client of its own each time, or its refusals would soon be answered 429 (their own budget): the 415 is measured.
      name: 'POST contact, JSON (rotating client address)',
      request: {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body: '{"message":"hi"}',
        setupRequest: rotateClient,
      },
      meant: [415],
    },
    {
      name: 'POST contact, message of 20,001 chars',
      request: form(origin, { ...FIELDS, message: 'x'.repeat(20_001) }),
      meant: [422],
    },
    {
      name: 'POST contact, markup in the fields',
      request: form(origin, {
        name: '<script>alert(1)</script>',
        email: '"><img src=x onerror=alert(1)>',
        subject: '</dd><script>alert(2)</script>',
        message: '<script>alert(3)</script>\u2028',
      }),
      // The e-mail is no address: the answers come back as text, with what to fix.
      meant: [422],
    },
    {
      name: 'POST revalidate, bogus signature',
      request: {
        method: 'POST',
        path: '/api/revalidate',
        headers: { 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=bogus' },
        body: '{"_type":"x"}',
      },
      meant: [401],
    },
    {
      name: 'POST csp-report, text/plain (rotating client address)',
      request: {
        method: 'POST',
        path: '/api/csp-report',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
        setupRequest: rotateClient,
      },
      meant: [415],
    },
    {
      name: 'POST csp-report, valid report (one client: 204, then 429)',
      request: {
        method: 'POST',
        path: '/api/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        body: CSP_REPORT,
      },
      meant: [204, 429],
    },
    {
      name: 'GET _next/image of /api/contact',
      request: { method: 'GET', path: '/_next/image?url=%2Fapi%2Fcontact&w=64&q=75' },
      meant: [400],
    },
    {
      name: 'POST contact, 40,000 repeats of one field name, 117 KiB (rotating client address)',
      request: { ...repeatedField(origin, {}), setupRequest: rotateClient },
      meant: [400],
    },
    // One client each (the connection's address): the first few answered, then the client's budget.
    ...floodCases(origin, {}).filter((one) => !one.request.path?.startsWith('/api/contact')),
  ]
}

/** The body of 40,000 repeats, posted from the site's own page. */
const repeatedField = (origin: string, headers: Record<string, string>): Request => ({
  method: 'POST',
  path: '/api/contact',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
  body: REPEATED_FIELD,
})

/**
 * What one client floods the request routes with: the body of 40,000
 * repeats (400, then 429 once its budget of refusals is spent), a script's
 * post without the form's ticket (kept as spam with a person's 201, then
 * 429), and tickets (200, then 429). `headers`: who the client is.
 */
export function floodCases(origin: string, headers: Record<string, string>): HostileCase[] {
  return [
    {
      name: 'POST contact, 40,000 repeats of one field name, 117 KiB (400, then 429)',
      request: repeatedField(origin, headers),
      meant: [400, 429],
    },
    {
      name: 'POST leads, a script’s post without a ticket (201 as spam, then 429)',
      request: {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json', origin, ...headers },
        body: JSON.stringify({ kind: 'message', page: '/', elapsedMs: 5000, fields: FIELDS }),
      },
      meant: [201, 429],
    },
    {
      name: 'GET leads/token (200, then 429)',
      request: { method: 'GET', path: '/api/leads/token?kind=message', headers },
      meant: [200, 429],
    },
  ]
}

/** The /48 a flood cycles through, one /64 per request: 2001:db8:66:0::/64 to 2001:db8:66:ff::/64. */
let subnet = 0
const rotateSubnet = (request: Request): Request => {
  subnet = (subnet + 1) % 256
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': `2001:db8:66:${subnet.toString(16)}::1` } }
}

/**
 * Phase 1e (issue 50): a flood from 256 /64s of one /48, each a new
 * subscriber as far as a /64 goes (the network's budget stops it), and a
 * page elsewhere making visitors' browsers fetch tickets (refused before
 * they count: 403 each).
 */
/** The /24 one address of the network's flood hammers the ticket route from; some families write from it too. */
export const FLOODED_NETWORK = '100.100.21'

export function networkFloodCases(origin: string): HostileCase[] {
  return [
    {
      name: 'POST leads from 256 /64s of one /48 (201 as spam, then 429)',
      request: {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ kind: 'message', page: '/', elapsedMs: 5000, fields: FIELDS }),
        setupRequest: rotateSubnet,
      },
      meant: [201, 429],
    },
    {
      name: 'GET leads/token from a page elsewhere, rotating client address (403)',
      request: {
        method: 'GET',
        path: '/api/leads/token?kind=message',
        headers: { 'sec-fetch-site': 'cross-site' },
        setupRequest: rotateClient,
      },
      meant: [403],
    },
    {
      // Issue 60: Safari before 16.4 sends no Sec-Fetch-Site; the page's Origin tells it is elsewhere.
      name: 'GET leads/token from a page elsewhere in an old browser (Origin only, 403)',
      request: {
        method: 'GET',
        path: '/api/leads/token?kind=consultation',
        headers: { origin: 'https://elsewhere.example', referer: 'https://elsewhere.example/offer' },
        setupRequest: rotateClient,
      },
      meant: [403],
    },
    {
      // Issue 60: one address asking for tickets over and over; its /24 neighbours (the families' FLOODED_NETWORK) go on.
      name: `GET leads/token from one address of ${FLOODED_NETWORK}.0/24 (200, then 429)`,
      request: {
        method: 'GET',
        path: '/api/leads/token?kind=message',
        headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `${FLOODED_NETWORK}.1` },
      },
      meant: [200, 429],
    },
  ]
}

export interface Tally {
  statuses: Record<string, Record<string, number>>
  unmeant: number
  detail: Record<string, number>
}

/** The cases as autocannon requests whose answers are tallied into `tally`. */
export function tallied(cases: HostileCase[], tally: Tally): Request[] {
  return cases.map(({ name, request, meant, check }) => ({
    ...request,
    onResponse: (status, _body, _context, headers) => {
      if (typeof status !== 'number') return // counted by stats() as a client-side failure
      const byStatus = (tally.statuses[name] ??= {})
      byStatus[status] = (byStatus[status] ?? 0) + 1
      if (meant.includes(status) && (!check || check(headers))) return
      tally.unmeant++
      const key = `${name} answered ${status}${check && meant.includes(status) ? ` to ${header(headers, 'location')}` : ''}`
      tally.detail[key] = (tally.detail[key] ?? 0) + 1
    },
  }))
}
