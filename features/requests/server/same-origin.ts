/**
 * Whether a request comes from a page of this site. Browsers send `Origin`
 * with every POST and `Sec-Fetch-Site` with most (a page elsewhere cannot
 * forge either); the host they name must be the one the request was sent to.
 * A request without `Origin` is not from a browser page and is refused.
 */
export function isSameOrigin(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin') return false
  const origin = headers.get('origin')
  if (!origin) return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false // "null" (a sandboxed frame, a file), or nonsense
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  // Behind the host's proxy (Vercel, a load balancer) the public host is in X-Forwarded-Host.
  const host = (headers.get('x-forwarded-host')?.split(',')[0] ?? headers.get('host'))?.trim().toLowerCase()
  return Boolean(host) && url.host.toLowerCase() === host
}
