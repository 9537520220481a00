import http, { ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { varyPrivateResponsesByCookie } from '@/lib/http/vary-cookie'

/** A response class of its own, so the patch is tested without touching Node's for every other test. */
class Response extends ServerResponse {}
varyPrivateResponsesByCookie(Response.prototype)

async function headersFor(handler: (response: ServerResponse) => void) {
  const server = http.createServer({ ServerResponse: Response }, (_request, response) => handler(response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return (await fetch(`http://127.0.0.1:${port}/`)).headers
  } finally {
    server.close()
  }
}

describe('Vary: Cookie on private responses', () => {
  it('is added to whatever Vary the framework set last, when the answer is private', async () => {
    const headers = await headersFor((response) => {
      response.setHeader('cache-control', 'private, no-store')
      response.setHeader('Vary', 'rsc, Accept-Encoding')
      response.end('x')
    })
    expect(headers.get('vary')).toBe('rsc, Accept-Encoding, Cookie')
  })

  it('is set alone when there was no Vary, and added once', async () => {
    const alone = await headersFor((response) => {
      response.setHeader('cache-control', 'private, no-store')
      response.end()
    })
    expect(alone.get('vary')).toBe('Cookie')
    const once = await headersFor((response) => {
      response.setHeader('cache-control', 'private')
      response.setHeader('vary', 'cookie')
      response.writeHead(200).end()
    })
    expect(once.get('vary')).toBe('cookie')
  })

  it('leaves public responses alone', async () => {
    const headers = await headersFor((response) => {
      response.setHeader('cache-control', 's-maxage=3600')
      response.setHeader('vary', 'rsc')
      response.end()
    })
    expect(headers.get('vary')).toBe('rsc')
  })
})
