/**
 * A stand-in for Sanity's HTTP API, good enough for the real Studio to run
 * against in a browser, over the same in-memory dataset as the Content Lake
 * fixture (./content-lake.ts): what the owner publishes here is what the site
 * then reads there. The browser is pointed at it by Chromium's
 * --host-resolver-rules (api.sanity.io, *.api.sanity.io and cdn.sanity.io).
 *
 * HTTP/2 over TLS, as the real API: the Studio keeps about eight listen
 * streams open, and over HTTP/1.1 they would use up the browser's six
 * connections per host, leaving documents on "Loading document…".
 *
 *   account   /users/me, /projects/{id}, its datasets and grants (./studio-api-project.ts)
 *   reading   /data/query (GET, POST), /data/doc/{ids}, /data/listen (./studio-api-listeners.ts)
 *   writing   /data/actions, /data/mutate (./studio-api-writes.ts); a webhook after each
 *             transaction (./sanity-webhook.ts); revisions and events (./studio-api-events.ts)
 *   images    cdn.sanity.io/images/… from the asset documents' files under `publicDir`
 *
 * What it does not imitate is listed in docs/operations.md ("The Studio's own tests").
 */
import { readFile } from 'node:fs/promises'
import http2 from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { applyPerspective, type ContentLakeFixture } from './content-lake'
import { MutationError } from './content-lake-mutations'
import { deliverWebhooks, type WebhookConfig, type WebhookDelivery } from './sanity-webhook'
import {
  changesBetween,
  listenEvents,
  listenOptions,
  newTransactionId,
  stampRevisions,
  type Change,
  type Transaction,
} from './studio-api-events'
import { Listeners, serverSentEvent } from './studio-api-listeners'
import { ADMINISTRATOR_GRANTS, NOT_FOUND_HERE, currentUser, project, type StudioUser } from './studio-api-project'
import { applyActions, applyStudioMutations, type Staged } from './studio-api-writes'
import { makeCertificate } from './tls-certificate'

type Request = http2.Http2ServerRequest
type Response = http2.Http2ServerResponse

export interface StudioApiOptions {
  lake: ContentLakeFixture
  projectId: string
  /** The token the Studio presents (tests put it in localStorage, as after a sign-in). */
  token: string
  user: StudioUser
  port?: number
  /** Sent after each transaction of the Studio, as Sanity sends its webhooks. */
  webhook?: Omit<WebhookConfig, 'projectId' | 'dataset'>
  /** The folder that asset documents' `url` paths are relative to (the site's public/). */
  publicDir?: string
}

export interface StudioApiRequest {
  method: string
  host: string
  path: string
  status: number
  /** A path the fixture does not know (answered 404). */
  unhandled?: boolean
}

export interface StudioApi {
  port: number
  requests: StudioApiRequest[]
  /** Requests to paths the fixture does not know: after a `sanity` upgrade, the first sign of a new endpoint. */
  unhandled(): StudioApiRequest[]
  webhooks: WebhookDelivery[]
  /** Resolves once every listen event and webhook of the changes so far has been sent. */
  settled(): Promise<void>
  close(): Promise<void>
}

/** The identity of changes made outside the Studio: the site's writes and the tests' edits. */
const OUTSIDE_IDENTITY = 'fixture'

export async function startStudioApi(options: StudioApiOptions): Promise<StudioApi> {
  const { lake, projectId, token, user, port = 0, publicDir } = options
  const dataset = lake.dataset
  const webhook = options.webhook && { ...options.webhook, projectId, dataset }
  const requests: StudioApiRequest[] = []
  const webhooks: WebhookDelivery[] = []
  const listeners = new Listeners()
  let outgoing: Promise<unknown> = Promise.resolve()
  // The Studio's transaction being committed, if the change in progress is one.
  let current: Transaction | undefined

  function announce(transaction: Transaction, changes: Change[], fromStudio: boolean) {
    const events = listeners.broadcast(listenEvents(transaction, changes))
    const sent = fromStudio && webhook ? deliverWebhooks(webhook, transaction, changes, webhooks) : null
    outgoing = Promise.all([outgoing, events, sent])
  }

  lake.onChange((previous, next) => {
    const kept = stampRevisions(previous, next)
    const changes = changesBetween(previous, kept)
    const transaction = current ?? {
      id: newTransactionId(),
      identity: OUTSIDE_IDENTITY,
      timestamp: new Date().toISOString(),
    }
    if (changes.length > 0) announce(transaction, changes, Boolean(current))
    return kept
  })
  // Every document gets its revision now, before the Studio first reads it.
  lake.setDocuments(lake.documents())

  function commit(transaction: Transaction, staged: Staged) {
    const byId = new Map(lake.documents().map((document) => [document._id, document]))
    for (const [id, document] of staged) {
      if (document) byId.set(id, document)
      else byId.delete(id)
    }
    current = transaction
    try {
      lake.setDocuments([...byId.values()])
    } finally {
      current = undefined
    }
  }

  const server = http2.createSecureServer({ ...makeCertificate(HOSTS), allowHTTP1: true }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: { description: String(error) } })
    })
  })
  const sockets = new Set<Socket>()
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  async function handle(request: Request, response: Response) {
    const [host = ''] = String(request.headers[':authority'] ?? request.headers.host ?? '').split(':')
    const url = new URL(request.url ?? '/', 'https://fixture')
    const record: StudioApiRequest = { method: request.method, host, path: url.pathname, status: 0 }
    requests.push(record)
    response.on('finish', () => (record.status = response.statusCode))
    allowCors(request, response)
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (host === 'cdn.sanity.io') return image(response, url.pathname)

    // /v2025-02-19/data/query/production → version 2025-02-19, path /data/query/production
    const [, version = '1', route = '/'] = /^\/v([^/]+)(\/.*)?$/.exec(url.pathname) ?? []
    if (route === '/check/cors') return send(response, 200, { result: { allowed: true, withCredentials: true } })
    // The Studio's connection checks: the latency of the API and of the dataset.
    if (route === '/ping' || route === `/data/ping/${dataset}`) return send(response, 200, 'PONG')
    if (route === '/intake/telemetry-status') return send(response, 200, { status: 'denied' })
    if (route === `/data/live/events/${dataset}`) {
      // The Live Content API, open to all for published content: a welcome, then nothing (no live updates here).
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      return void response.write(serverSentEvent('welcome', {}))
    }
    if (NOT_FOUND_HERE.some((pattern) => pattern.test(route))) {
      return send(response, 404, { error: 'Not found', message: `${route} is not used by this project (fixture)` })
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return send(response, 401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 })
    }
    const known = await account(request, response, route)
    if (known) return
    const data = new RegExp(`^/data/([a-z]+)/${dataset}(?:/(.*))?$`).exec(route)
    if (data) return dataRoute(request, response, url, version, data[1] ?? '', data[2] ?? '')
    record.unhandled = true
    send(response, 404, { error: 'Not found', message: `The fixture does not know ${route}` })
  }

  /** Answers the account's routes; false when the route is not one. */
  async function account(request: Request, response: Response, route: string): Promise<boolean> {
    const me = currentUser(user)
    if (route === '/users/me') send(response, 200, me)
    else if (route === '/auth/id') send(response, 200, { id: user.id })
    else if (route.startsWith('/users/me/keyvalue')) {
      // The Studio's per-user settings (e.g. the last opened pane sizes): kept nowhere, echoed back.
      send(response, 200, request.method === 'GET' ? [] : JSON.parse((await readBody(request)) || '[]'))
    } else if (route.startsWith('/users/')) send(response, 200, [me])
    else if (route === `/projects/${projectId}`) send(response, 200, project(projectId, user))
    else if (route === `/projects/${projectId}/datasets`) send(response, 200, [{ name: dataset, aclMode: 'private' }])
    else if (route === `/projects/${projectId}/datasets/${dataset}/acl`) send(response, 200, ADMINISTRATOR_GRANTS)
    else if (route === '/features' || route === `/projects/${projectId}/features`) send(response, 200, [])
    // A project with no Studio deployed to sanity.studio, and no scheduled publishing.
    else if (route === `/projects/${projectId}/user-applications`) send(response, 200, [])
    else if (route.startsWith(`/schedules/${projectId}/`)) send(response, 200, { schedules: [] })
    else return false
    return true
  }

  async function dataRoute(request: Request, response: Response, url: URL, version: string, op: string, rest: string) {
    const search = url.searchParams
    const params: Record<string, unknown> = {}
    for (const [name, value] of search) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
    switch (op) {
      case 'query': {
        let query = search.get('query') ?? ''
        if (request.method === 'POST') {
          const body = JSON.parse((await readBody(request)) || '{}') as { query?: string; params?: object }
          query = body.query ?? query
          Object.assign(params, body.params)
        }
        // API versions from 2025-02-19 on read published documents unless told otherwise.
        const fallback = version === 'X' || version >= '2025-02-19' ? 'published' : 'raw'
        const perspective = perspectiveOf(search.get('perspective') ?? fallback)
        try {
          const dataset = applyPerspective(lake.documents(), perspective)
          const result = await (await evaluate(parse(query, { params }), { dataset, params })).get()
          return send(response, 200, { query, result, ms: 1 })
        } catch (error) {
          return send(response, 400, { error: { description: (error as Error).message, type: 'queryParseError' } })
        }
      }
      case 'doc': {
        const ids = decodeURIComponent(rest).split(',')
        const byId = new Map(lake.documents().map((document) => [document._id, document]))
        const documents = ids.flatMap((id) => byId.get(id) ?? [])
        const omitted = ids.filter((id) => !byId.has(id)).map((id) => ({ id, reason: 'existence' }))
        return send(response, 200, { documents, omitted })
      }
      case 'listen': {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        const stop = listeners.add(response, search.get('query') ?? '*', params, listenOptions(search))
        return void response.on('close', stop)
      }
      case 'mutate':
      case 'actions':
        return write(request, response, op)
      case 'history':
        // No history is kept: an empty list of transactions and of events.
        if (rest.startsWith('events/')) return send(response, 200, { events: {}, nextCursor: '' })
        return void response.writeHead(200, { 'content-type': 'application/x-ndjson' }).end('')
    }
    send(response, 404, { error: 'Not found', message: `The fixture does not know /data/${op}` })
  }

  async function write(request: Request, response: Response, op: 'mutate' | 'actions') {
    if (request.method !== 'POST') return send(response, 405, { error: { description: 'Writes are POSTed' } })
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>
    const transaction: Transaction = {
      id: typeof body.transactionId === 'string' ? body.transactionId : newTransactionId(),
      identity: user.id,
      timestamp: new Date().toISOString(),
    }
    const documents = new Map(lake.documents().map((document) => [document._id, document]))
    try {
      if (op === 'actions') {
        commit(transaction, applyActions(documents, body.actions, transaction))
        return send(response, 200, { transactionId: transaction.id })
      }
      const { staged, results } = await applyStudioMutations(documents, body.mutations, transaction)
      commit(transaction, staged)
      send(response, 200, { transactionId: transaction.id, results })
    } catch (error) {
      const status = error instanceof MutationError ? error.status : 400
      send(response, status, { error: { description: (error as Error).message, type: 'mutationError' } })
    }
  }

  /** cdn.sanity.io/images/{project}/{dataset}/{sha1}-{w}x{h}.{ext}: the asset document's file, unresized. */
  async function image(response: Response, pathname: string) {
    const sha1 = /^\/images\/[^/]+\/[^/]+\/([0-9a-f]{40})-/.exec(pathname)?.[1]
    const asset = lake.documents().find((document) => document.sha1hash === sha1)
    if (!asset || !publicDir || typeof asset.url !== 'string') return send(response, 404, { error: 'No such image' })
    const bytes = await readFile(path.join(publicDir, asset.url))
    response.writeHead(200, { 'content-type': String(asset.mimeType), 'cache-control': 'max-age=3600' })
    response.end(bytes)
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    unhandled: () => requests.filter((request) => request.unhandled),
    webhooks,
    settled: async () => {
      await outgoing
    },
    close: () =>
      new Promise<void>((resolve) => {
        listeners.closeAll()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** The names the certificate is made for: every host the browser is pointed here for. */
const HOSTS = ['api.sanity.io', '*.api.sanity.io', 'cdn.sanity.io']

/** "drafts", "raw" or "published" (the default), from the API's perspective list (e.g. "rABC,drafts"). */
function perspectiveOf(value: string): string {
  const names = value.split(',')
  if (names.includes('raw')) return 'raw'
  return names.includes('drafts') || names.includes('previewDrafts') ? 'drafts' : 'published'
}

function allowCors(request: Request, response: Response) {
  const origin = request.headers.origin
  if (!origin) return
  response.setHeader('access-control-allow-origin', origin)
  response.setHeader('access-control-allow-credentials', 'true')
  response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*')
  response.setHeader('access-control-max-age', '600')
}

function send(response: Response, status: number, payload: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(payload))
}

function readBody(request: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}
