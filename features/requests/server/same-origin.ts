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
  return origin !== null && namesThisHost(origin, headers)
}

/**
 * Whether a GET (the forms' ticket) was sent by a page elsewhere. Browsers
 * since 2023 say so in `Sec-Fetch-Site`; older ones (Safari before 16.4,
 * iPhones held on iOS 15) do not, but name the page's site in `Origin` or
 * `Referer`, which a page cannot forge either. A request naming neither
 * (a script, a browser that sends no referrer) is not refused here: the
 * ticket's own rules and the per-client budget answer it (issue 60).
 */
export function isFromElsewhere(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null) return site !== 'same-origin'
  const origin = headers.get('origin')
  if (origin !== null) return !namesThisHost(origin, headers)
  const referer = headers.get('referer')
  return referer !== null && referer !== '' && !namesThisHost(referer, headers)
}

/** An address ("https://care.example", or a page's whole URL) on the host the request was sent to. */
function namesThisHost(address: string, headers: Headers): boolean {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return false // "null" (a sandboxed frame, a file), or nonsense
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  // Behind the host's proxy (Vercel, a load balancer) the public host is in X-Forwarded-Host.
  const host = (headers.get('x-forwarded-host')?.split(',')[0] ?? headers.get('host'))?.trim().toLowerCase()
  return Boolean(host) && url.host.toLowerCase() === host
}
