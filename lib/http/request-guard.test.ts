import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { CONNECTION_PROOF_HEADER, clientKey, UNKNOWN_CLIENT } from '@/lib/http/client-key'
import { installRequestGuard, isWellEncoded, withSingleSlashes } from '@/lib/http/request-guard'

/** A server class of its own, so the guard is tested without touching Node's for every other test. */
class Server extends http.Server {}
const warn = jest.fn()
installRequestGuard({ forwardAddress: true, prototype: Server.prototype, warn })

/** What a route handler would be given: the headers as Next.js reads them from the request. */
async function seenBy(server: http.Server, headers: Record<string, string>, path = '/api/leads') {
  let seen: http.IncomingHttpHeaders | null = null
  server.removeAllListeners('request')
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    seen = { ...request.headers }
    response.end()
  })
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: 'manual' })
  return { seen: seen as http.IncomingHttpHeaders | null, response }
}

const asRequest = (headers: http.IncomingHttpHeaders) =>
  new Request('http://site.test/', { headers: headers as Record<string, string> })

describe('next start facing visitors itself (TRUSTED_PROXY_HOPS=0)', () => {
  const server = new Server()
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('replaces any X-Forwarded-For a client sends with the address of its connection, and vouches for it', async () => {
    for (const claimed of ['198.51.100.1', '198.51.100.2, 203.0.113.9']) {
      const { seen } = await seenBy(server, { 'x-forwarded-for': claimed, [CONNECTION_PROOF_HEADER]: 'made up' })
      expect(seen!['x-forwarded-for']).toBe('127.0.0.1')
      expect(seen![CONNECTION_PROOF_HEADER]).not.toBe('made up')
      expect(clientKey(asRequest(seen!), { kind: 'forwardedFor', trustedHops: 0 })).toBe('127.0.0.1')
    }
    expect((await seenBy(server, {})).seen!['x-forwarded-for']).toBe('127.0.0.1')
  })

  it('leaves what it did not see to the shared key: a request made before it ran', () => {
    const before = asRequest({ 'x-forwarded-for': '198.51.100.7' })
    expect(clientKey(before, { kind: 'forwardedFor', trustedHops: 0 })).toBe(UNKNOWN_CLIENT)
  })

  it('says once which variable to set, should a proxy of the deployment have sent the header', () => {
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('set TRUSTED_PROXY_HOPS to the number of such proxies')
  })

  it.each(['/about/%E0', '/api/leads/%E0', '/%E0%A4%A'])(
    'answers %s, a path that is not percent-encoded properly, 400 with the site’s headers, before Next.js',
    async (path) => {
      const { seen, response } = await seenBy(server, {}, path)
      expect(seen).toBeNull()
      expect(response.status).toBe(400)
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(await response.text()).toMatch(/not written correctly/)
    },
  )

  it('lets a broken escape in the query through: the router reads a query leniently', () => {
    expect(isWellEncoded('/api/service-area?zip=%E0')).toBe(true)
    expect(isWellEncoded('/about/%E0')).toBe(false)
  })

  it('redirects a path with repeated slashes to one with single ones, with the site’s headers (issue 60)', async () => {
    const { seen, response } = await seenBy(server, {}, '/es//about?utm_source=flyer')
    expect(seen).toBeNull()
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/es/about?utm_source=flyer')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('never makes a repeated slash an address on another site', () => {
    expect(withSingleSlashes('//evil.example/phish')).toBe('/evil.example/phish')
    expect(withSingleSlashes('/\\evil.example')).toBe('/evil.example')
    expect(withSingleSlashes('/about?next=//x')).toBeNull()
    expect(withSingleSlashes('/es/about')).toBeNull()
  })

  it('is installed once, and leaves every other event alone', async () => {
    const emit = Server.prototype.emit
    installRequestGuard({ forwardAddress: true, prototype: Server.prototype, warn })
    expect(Server.prototype.emit).toBe(emit)
    const listening = jest.fn()
    server.on('custom', listening)
    server.emit('custom', 1, 2)
    expect(listening).toHaveBeenCalledWith(1, 2)
    expect((await seenBy(server, { 'x-forwarded-for': '198.51.100.3' })).seen!['x-forwarded-for']).toBe('127.0.0.1')
  })
})
