import { clientAddressSource, type ClientAddressSource } from '../env/clients'
import { installRequestGuard } from './request-guard'

/**
 * At server start (instrumentation.ts): a wrong TRUSTED_PROXY_HOPS stops the
 * server with the variable's name (Next.js would keep listening and answer
 * every request with 500), and the request guard (./request-guard.ts) is
 * installed: malformed paths answered 400, and with no proxy declared, the
 * connection's address put where the limits look for the client.
 */
export function applyTrustedProxies(): void {
  let source: ClientAddressSource
  try {
    source = clientAddressSource()
  } catch (error) {
    console.error(`[limits] ${(error as Error).message}`)
    process.exit(1)
  }
  installRequestGuard({ forwardAddress: source.kind === 'forwardedFor' && source.trustedHops === 0 })
}
