import { ServerResponse } from 'node:http'

/**
 * Adds "Cookie" to the Vary header of every private response, as the last
 * step before the headers go out. proxy.ts marks the answers that depend on
 * the draft-mode cookie `Cache-Control: private, no-store`, and would add
 * `Vary: Cookie` too, but Next.js 16 replaces the Vary header of every app
 * page after the proxy has run (`res.setHeader('Vary', …)` in its page
 * handler). Patching writeHead, which Node calls for every response, is the
 * one place left after that. Installed once, from instrumentation.ts.
 */
export function varyPrivateResponsesByCookie(prototype: typeof ServerResponse.prototype = ServerResponse.prototype) {
  const marked = prototype as typeof prototype & { __varyCookie?: true }
  if (marked.__varyCookie) return
  marked.__varyCookie = true
  const writeHead = prototype.writeHead
  prototype.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (/\bprivate\b/i.test(String(this.getHeader('cache-control') ?? ''))) addVary(this, 'Cookie')
    return writeHead.apply(this, args)
  } as typeof writeHead
}

function addVary(response: ServerResponse, name: string) {
  const current = response.getHeader('vary')
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  if (values.some((value) => value === '*' || value.toLowerCase() === name.toLowerCase())) return
  response.setHeader('vary', [...values, name].join(', '))
}
