import { Server, type IncomingMessage } from 'node:http'
import { clientAddressSource, type ClientAddressSource } from '../env/clients'

/**
 * At server start (instrumentation.ts): a wrong TRUSTED_PROXY_HOPS stops the
 * server with the variable's name (Next.js would keep listening and answer
 * every request with 500), and with no proxy declared the connection's
 * address is put where the rate limits look for the client.
 */
export function applyTrustedProxies(): void {
  let source: ClientAddressSource
  try {
    source = clientAddressSource()
  } catch (error) {
    console.error(`[rate-limit] ${(error as Error).message}`)
    process.exit(1)
  }
  if (source.kind === 'forwardedFor' && source.trustedHops === 0) forwardConnectionAddress()
}

/**
 * For `next start` with no proxy of the deployment's own in front
 * (TRUSTED_PROXY_HOPS=0): every request's X-Forwarded-For is set to the
 * connection's address before Next.js sees it, as an edge proxy would
 * (nginx's `proxy_set_header X-Forwarded-For $remote_addr`). Next.js fills
 * the header only when the client sent none and keeps one the client made
 * up, and a route handler is never told the connection's address, so without
 * this each request could claim a new address and a new rate-limit budget.
 * Installed once, by applyTrustedProxies; the request event is the one
 * place where both the socket and the headers Next.js will read are at hand.
 */
export function forwardConnectionAddress(
  prototype: typeof Server.prototype = Server.prototype,
  warn: (message: string) => void = console.warn,
) {
  const marked = prototype as typeof prototype & { __forwardConnectionAddress?: true }
  if (marked.__forwardConnectionAddress) return
  marked.__forwardConnectionAddress = true
  let warned = false
  const emit = prototype.emit
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      // Either a proxy the deployment forgot to declare, or a client making
      // an address up: the log says which variable settles it, once.
      if (request.headers['x-forwarded-for'] !== undefined && !warned) {
        warned = true
        warn(
          '[rate-limit] A request came with X-Forwarded-For, which was replaced by the address of its connection, as TRUSTED_PROXY_HOPS is 0 (or unset). If a proxy of yours adds that header, set TRUSTED_PROXY_HOPS to the number of such proxies, or every visitor shares its budget (docs/security.md).',
        )
      }
      const address = request.socket.remoteAddress
      if (address) request.headers['x-forwarded-for'] = address
      else delete request.headers['x-forwarded-for'] // a closed socket: the shared key
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}
