import { withoutScripts } from './without-scripts'

// Read at request time: the page is fetched from this very server.
export const dynamic = 'force-dynamic'

/** Each page once: the bench warms every path before it measures. */
const pages = new Map<string, string>()

/**
 * `/bench-limit/<route>`: the route's HTML without its scripts, served by the
 * same server as the route, with the same CSS, fonts and images
 * (docs/benchmark.md, "The limit"). `npm run bench` measures each route
 * against it. Only builds made with BENCH=1 have it (a `.bench.ts` route,
 * next.config.ts), so production serves no such page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ route?: string[] }> }) {
  const { route = [] } = await params
  const path = `/${route.map(encodeURIComponent).join('/')}`
  let html = pages.get(path)
  if (html === undefined) {
    // The origin is this server's own; the path cannot change the host.
    const response = await fetch(`${new URL(request.url).origin}${path}`, { cache: 'no-store' })
    if (!response.ok) return new Response(`${path} answered ${response.status}`, { status: response.status })
    html = withoutScripts(await response.text())
    pages.set(path, html)
  }
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
}
