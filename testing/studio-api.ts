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
 *   reading   /data/query, /data/doc/{ids} (./studio-api-reads.ts), /data/listen (./studio-api-listeners.ts)
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
import type { ContentLakeFixture } from './content-lake'
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
import { allowCors, openEventStream, readJson, send, type Request, type Response } from './studio-api-http'
import { Listeners, serverSentEvent } from './studio-api-listeners'
import { NOT_FOUND_HERE, accountAnswer, type StudioUser } from './studio-api-project'
import { documentsById, groqParams, perspectiveFor, runQuery } from './studio-api-reads'
import { applyActions, applyStudioMutations, type Staged } from './studio-api-writes'
import { makeCertificate } from './tls-certificate'

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

/** The names the certificate is made for: every host the browser is pointed here for. */
const HOSTS = ['api.sanity.io', '*.api.sanity.io', 'cdn.sanity.io']
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

  // Every change of the dataset, whoever makes it, gets revisions and listen events; the Studio's own also a webhook.
  lake.onChange((previous, next) => {
    const kept = stampRevisions(previous, next)
    const changes = changesBetween(previous, kept)
    if (changes.length > 0) announce(current ?? outsideTransaction(), changes, Boolean(current))
    return kept
  })
  // Every document gets its revision now, before the Studio first reads it.
  lake.setDocuments(lake.documents())

  function announce(transaction: Transaction, changes: Change[], fromStudio: boolean) {
    const events = listeners.broadcast(listenEvents(transaction, changes))
    const sent = fromStudio && webhook ? deliverWebhooks(webhook, transaction, changes, webhooks) : null
    outgoing = Promise.all([outgoing, events, sent])
  }

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

  async function handle(request: Request, response: Response) {
    const [host = ''] = String(request.headers[':authority'] ?? request.headers.host ?? '').split(':')
    const url = new URL(request.url ?? '/', 'https://fixture')
    const record: StudioApiRequest = { method: request.method, host, path: url.pathname, status: 0 }
    requests.push(record)
    response.on('finish', () => (record.status = response.statusCode))
    allowCors(request, response)
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (host === 'cdn.sanity.io') return image(response, url.pathname)

    // /v2025-02-19/data/query/production → version 2025-02-19, route /data/query/production
    const [, version = '1', route = '/'] = /^\/v([^/]+)(\/.*)?$/.exec(url.pathname) ?? []
    if (route === '/check/cors') return send(response, 200, { result: { allowed: true, withCredentials: true } })
    // The Studio's connection checks: the latency of the API and of the dataset.
    if (route === '/ping' || route === `/data/ping/${dataset}`) return send(response, 200, 'PONG')
    if (route === '/intake/telemetry-status') return send(response, 200, { status: 'denied' })
    if (route === `/data/live/events/${dataset}`) {
      // The Live Content API, open to all for published content: a welcome, then nothing (no live updates here).
      openEventStream(response)
      return void response.write(serverSentEvent('welcome', {}))
    }
    if (NOT_FOUND_HERE.some((pattern) => pattern.test(route))) {
      return send(response, 404, { error: 'Not found', message: `${route} is not used by this project (fixture)` })
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return send(response, 401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 })
    }
    if (route.startsWith('/users/me/keyvalue')) {
      // The Studio's per-user settings (e.g. pane sizes): kept nowhere, echoed back.
      return send(response, 200, request.method === 'GET' ? [] : await readJson(request, []))
    }
    const answer = accountAnswer(route, { projectId, dataset, user })
    if (answer !== undefined) return send(response, 200, answer)
    const data = new RegExp(`^/data/([a-z]+)/${dataset}(?:/(.*))?$`).exec(route)
    if (data) return dataRoute(request, response, url, version, data[1] ?? '', data[2] ?? '')
    record.unhandled = true
    send(response, 404, { error: 'Not found', message: `The fixture does not know ${route}` })
  }

  async function dataRoute(request: Request, response: Response, url: URL, version: string, op: string, rest: string) {
    const search = url.searchParams
    const params = groqParams(search)
    switch (op) {
      case 'query': {
        type Body = { query?: string; params?: Record<string, unknown> }
        const body = request.method === 'POST' ? await readJson<Body>(request, {}) : null
        const { status, body: answer } = await runQuery(lake.documents(), {
          query: body?.query ?? search.get('query') ?? '',
          params: { ...params, ...body?.params },
          perspective: perspectiveFor(search.get('perspective'), version),
        })
        return send(response, status, answer)
      }
      case 'doc':
        return send(response, 200, documentsById(lake.documents(), decodeURIComponent(rest).split(',')))
      case 'listen': {
        openEventStream(response)
        const stop = listeners.add(response, search.get('query') ?? '*', params, listenOptions(search))
        return void response.on('close', stop)
      }
      case 'mutate':
      case 'actions':
        return write(request, response, op)
      case 'history':
        // No history is kept: an empty list of events, and of transactions.
        if (rest.startsWith('events/')) return send(response, 200, { events: {}, nextCursor: '' })
        return void response.writeHead(200, { 'content-type': 'application/x-ndjson' }).end('')
    }
    send(response, 404, { error: 'Not found', message: `The fixture does not know /data/${op}` })
  }

  async function write(request: Request, response: Response, op: 'mutate' | 'actions') {
    if (request.method !== 'POST') return send(response, 405, { error: { description: 'Writes are POSTed' } })
    const body = await readJson<Record<string, unknown>>(request, {})
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

function outsideTransaction(): Transaction {
  return { id: newTransactionId(), identity: OUTSIDE_IDENTITY, timestamp: new Date().toISOString() }
}
