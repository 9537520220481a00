import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { forwardConnectionAddress } from '@/lib/http/connection-address'
import { clientKey } from '@/lib/http/rate-limit'

/** A server class of its own, so the patch is tested without touching Node's for every other test. */
class Server extends http.Server {}
const warn = jest.fn()
forwardConnectionAddress(Server.prototype, warn)

/** What a route handler would be given: the headers as Next.js reads them from the request. */
async function seenBy(server: http.Server, headers: Record<string, string>) {
  let seen: http.IncomingHttpHeaders = {}
  server.removeAllListeners('request')
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    seen = { ...request.headers }
    response.end()
  })
  const { port } = server.address() as AddressInfo
  await fetch(`http://127.0.0.1:${port}/api/leads`, { headers })
  return seen
}

describe('next start facing visitors itself (TRUSTED_PROXY_HOPS=0)', () => {
  const server = new Server()
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('replaces any X-Forwarded-For a client sends with the address of its connection', async () => {
    for (const claimed of ['198.51.100.1', '198.51.100.2, 203.0.113.9']) {
      const headers = await seenBy(server, { 'x-forwarded-for': claimed })
      expect(headers['x-forwarded-for']).toBe('127.0.0.1')
      const request = new Request('http://site.test/', { headers: headers as Record<string, string> })
      expect(clientKey(request, { kind: 'forwardedFor', trustedHops: 0 })).toBe('127.0.0.1')
    }
    expect((await seenBy(server, {}))['x-forwarded-for']).toBe('127.0.0.1')
  })

  it('says once which variable to set, should a proxy of the deployment have sent the header', () => {
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('set TRUSTED_PROXY_HOPS to the number of such proxies')
  })

  it('is installed once, and leaves every other event alone', async () => {
    const emit = Server.prototype.emit
    forwardConnectionAddress(Server.prototype, warn)
    expect(Server.prototype.emit).toBe(emit)
    const listening = jest.fn()
    server.on('custom', listening)
    server.emit('custom', 1, 2)
    expect(listening).toHaveBeenCalledWith(1, 2)
    expect((await seenBy(server, { 'x-forwarded-for': '198.51.100.3' }))['x-forwarded-for']).toBe('127.0.0.1')
  })
})
