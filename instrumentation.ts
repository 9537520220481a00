/**
 * Runs once when the server starts. Next.js also loads this file for its
 * edge runtime, where there is no node:http: the import happens only on Node.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { varyPrivateResponsesByCookie } = await import('./lib/http/vary-cookie')
  varyPrivateResponsesByCookie()
  const { applyTrustedProxies } = await import('./lib/http/connection-address')
  applyTrustedProxies()
}
