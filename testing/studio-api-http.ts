/**
 * Small HTTP/2 helpers of the Studio API fixture (./studio-api.ts): the
 * Studio runs on the site's origin and calls Sanity's hosts from the browser,
 * with credentials, so every answer carries CORS headers for that origin.
 */
import type http2 from 'node:http2'

export type Request = http2.Http2ServerRequest
export type Response = http2.Http2ServerResponse

export function allowCors(request: Request, response: Response) {
  const origin = request.headers.origin
  if (!origin) return
  response.setHeader('access-control-allow-origin', origin)
  response.setHeader('access-control-allow-credentials', 'true')
  response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*')
  response.setHeader('access-control-max-age', '600')
}

export function send(response: Response, status: number, payload: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(payload))
}

/** Opens a stream of server-sent events. */
export function openEventStream(response: Response) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
}

export async function readJson<T>(request: Request, empty: T): Promise<T> {
  let body = ''
  request.setEncoding('utf8')
  for await (const chunk of request) body += chunk as string
  return body ? (JSON.parse(body) as T) : empty
}
