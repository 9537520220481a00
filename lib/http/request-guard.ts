import { randomBytes } from 'node:crypto'
import { Server, type IncomingMessage, type ServerResponse } from 'node:http'
import { CONNECTION_PROOF_HEADER, connectionProof, setConnectionProof } from './client-key'
import { documentHeaders } from './security-headers'

/**
 * What `next start` does with every request before Next.js sees it
 * (installed once at server start, ./connection-address.ts):
 *
 * - **a path that is not percent-encoded properly** ("/about/%E0") is answered
 *   here, 400 with the site's security headers: Next.js would answer a bare
 *   500 without them; one with repeated slashes ("/es//about") is redirected
 *   here, 308 with them, as Next.js would without;
 * - **with no proxy of the deployment's own in front** (`forwardAddress`),
 *   X-Forwarded-For is set to the connection's address, as an edge proxy
 *   would (nginx's `proxy_set_header X-Forwarded-For $remote_addr`), with this
 *   process's random proof beside it (./client-key.ts). Next.js keeps a header
 *   the client made up, and a route handler is never told the connection's
 *   address, so without this each request could claim a new address and a new
 *   budget. The server starts listening before it runs this file's installer,
 *   and requests that arrive meanwhile carry no proof: they share one budget.
 *
 * Installed on `Server.prototype.emit`: the request event is the one place
 * where both the socket and the headers Next.js will read are at hand.
 */

export interface GuardOptions {
  /** Write the connection's address into X-Forwarded-For (TRUSTED_PROXY_HOPS=0). */
  forwardAddress: boolean
  prototype?: typeof Server.prototype
  warn?: (message: string) => void
}

/** Whether a request's path decodes: the router decodes it, and throws on a broken escape (a query it reads leniently). */
export function isWellEncoded(url: string): boolean {
  try {
    decodeURIComponent(url.split('?', 1)[0]!)
    return true
  } catch {
    return false
  }
}

/** The headers the site's header rules give every document (next.config.ts), for an answer given before Next.js. */
const DOCUMENT_HEADERS = documentHeaders({ dev: false })

/**
 * The address with its repeated slashes made one ("/es//about" → "/es/about"), or null when it has none. Next.js
 * redirects such a path before anything else runs, without the site's headers; the guard does it with them.
 */
export function withSingleSlashes(url: string): string | null {
  const [path = '/', ...query] = url.split('?')
  if (!/\/\/|\\/.test(path)) return null
  return [path.replace(/[\\/]+/g, '/'), ...query].join('?')
}

function redirectTo(response: ServerResponse, location: string) {
  response.writeHead(308, { ...DOCUMENT_HEADERS, location, 'cache-control': 'no-store' })
  response.end()
}

function refuseMalformed(response: ServerResponse) {
  response.writeHead(400, {
    ...DOCUMENT_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end('This address is not written correctly (a broken percent-encoding). Please check the link.')
}

export function installRequestGuard({
  forwardAddress,
  prototype = Server.prototype,
  warn = console.warn,
}: GuardOptions) {
  const marked = prototype as typeof prototype & { __requestGuard?: true }
  if (marked.__requestGuard) return
  marked.__requestGuard = true
  if (forwardAddress) setConnectionProof(randomBytes(18).toString('base64url'))
  const proof = connectionProof()
  let warned = false
  const emit = prototype.emit
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      if (!isWellEncoded(request.url ?? '/')) {
        refuseMalformed(args[1] as ServerResponse)
        return true
      }
      const single = withSingleSlashes(request.url ?? '/')
      if (single !== null) {
        redirectTo(args[1] as ServerResponse, single)
        return true
      }
      if (forwardAddress && proof) {
        // Either a proxy the deployment forgot to declare, or a client making
        // an address up: the log says which variable settles it, once.
        if (request.headers['x-forwarded-for'] !== undefined && !warned) {
          warned = true
          warn(
            '[limits] A request came with X-Forwarded-For, which was replaced by the address of its connection, as TRUSTED_PROXY_HOPS is 0 (or unset). If a proxy of yours adds that header, set TRUSTED_PROXY_HOPS to the number of such proxies, or every visitor shares its budget (docs/security.md).',
          )
        }
        const address = request.socket.remoteAddress
        if (address) {
          request.headers['x-forwarded-for'] = address
          request.headers[CONNECTION_PROOF_HEADER] = proof
        } else {
          // A closed socket: the shared key.
          delete request.headers['x-forwarded-for']
          delete request.headers[CONNECTION_PROOF_HEADER]
        }
      } else {
        delete request.headers[CONNECTION_PROOF_HEADER]
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}
