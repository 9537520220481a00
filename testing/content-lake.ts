/**
 * A stand-in for the Sanity Content Lake on 127.0.0.1: it answers the query
 * endpoint that @sanity/client calls by evaluating the GROQ with groq-js over
 * an in-memory dataset that a test can change while the site runs.
 *
 *   GET  /v{apiVersion}/data/query/{dataset}?query=…&$param=<json>&perspective=…
 *   POST /v{apiVersion}/data/query/{dataset}   body {query, params}   (long queries)
 *   →    {query, result, ms}
 *
 * Perspectives: "published" (the default) hides drafts; "drafts" (and the
 * older "previewDrafts") shows a draft in place of its published document,
 * and needs the read token when one is configured, as the real one does.
 * As in the real one, a document whose id has a dot ("lead.…") is private:
 * only a request with a token sees it, whatever the perspective.
 *
 *   POST /v{apiVersion}/data/mutate/{dataset}   body {mutations}   (the write token)
 *   →    {transactionId, results: [{id, operation, document?}]}
 *
 * Mutations (./content-lake-mutations.ts) change the same in-memory dataset,
 * so a test reads back what the site wrote. They need the write token (401
 * without a token, 403 with another), and can be made to fail (500) or to
 * drop the connection, as in an outage.
 *
 * The whole fixture can be down (503 to everything) or stalled (every
 * request accepted, none answered: what a client's timeout is for).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import { MutationError, applyMutations, type FixtureDocument } from './content-lake-mutations'

export type { FixtureDocument } from './content-lake-mutations'

export interface ContentLakeRequest {
  method: string
  path: string
  query: string
  perspective: string
  authorized: boolean
}

export interface ContentLakeFixture {
  /** Base URL, for SANITY_API_HOST. */
  url: string
  dataset: string
  requests: ContentLakeRequest[]
  documents(): FixtureDocument[]
  setDocuments(documents: FixtureDocument[]): void
  /** Replaces (or adds) one document, matched by _id. */
  upsert(document: FixtureDocument): void
  remove(id: string): void
  /** While down, every request gets a 503, as during an outage. */
  setDown(down: boolean): void
  /**
   * While stalled, every request is accepted and never answered, as when the
   * Content Lake hangs rather than refuses; the held connections are dropped
   * when the stall ends.
   */
  setStalled(stalled: boolean): void
  /** Mutations only: 'error' answers 500, 'down' drops the connection; null works again. */
  setMutationFailure(mode: MutationFailure): void
  /** Sees every change before it is kept, and may complete it: the Studio API (./studio-api.ts) stamps revisions. */
  onChange(hook: ChangeHook): void
  close(): Promise<void>
}

interface Options {
  documents: FixtureDocument[]
  dataset?: string
  port?: number
  /** When set, draft perspectives require `Authorization: Bearer <token>`. */
  token?: string
  /** When set, mutations require `Authorization: Bearer <writeToken>`; it reads like the token too. */
  writeToken?: string
}

export type MutationFailure = 'error' | 'down' | null

/** The dataset before and after a change; returns what is kept. */
export type ChangeHook = (previous: FixtureDocument[], next: FixtureDocument[]) => FixtureDocument[]

const DRAFT_PREFIX = 'drafts.'

/** What a request without a token sees: no document whose id has a dot (drafts and private ids). */
export function publicDocuments(documents: FixtureDocument[]): FixtureDocument[] {
  return documents.filter((doc) => !doc._id.includes('.'))
}

export function applyPerspective(documents: FixtureDocument[], perspective: string): FixtureDocument[] {
  if (perspective === 'raw') return documents
  const published = documents.filter((doc) => !doc._id.startsWith(DRAFT_PREFIX))
  if (perspective !== 'drafts' && perspective !== 'previewDrafts') return published
  const byId = new Map(published.map((doc) => [doc._id, doc]))
  for (const draft of documents.filter((doc) => doc._id.startsWith(DRAFT_PREFIX))) {
    const id = draft._id.slice(DRAFT_PREFIX.length)
    byId.set(id, { ...draft, _id: id, _originalId: draft._id })
  }
  return [...byId.values()]
}

export function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function send(response: http.ServerResponse, status: number, payload: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(payload))
}

export async function startContentLake({
  documents: initial,
  dataset = 'production',
  port = 0,
  token,
  writeToken,
}: Options): Promise<ContentLakeFixture> {
  let documents = structuredClone(initial)
  let down = false
  let stalled = false
  const held = new Set<http.ServerResponse>()
  let mutationFailure: MutationFailure = null
  let hook: ChangeHook = (_previous, next) => next
  // Every change of the dataset goes through here, whoever makes it (the site, a test, the Studio).
  const commit = (next: FixtureDocument[]) => {
    documents = hook(documents, next)
  }
  const requests: ContentLakeRequest[] = []
  const route = new RegExp(`^/v[^/]+/data/query/([^/]+)$`)
  const mutateRoute = new RegExp(`^/v[^/]+/data/mutate/([^/]+)$`)
  let transactions: Promise<void> = Promise.resolve()
  const bearer = (request: http.IncomingMessage) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]

  async function mutate(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const given = bearer(request)
    const authorized = !!writeToken && given === writeToken
    requests.push({ method: request.method ?? 'POST', path: url.pathname, query: '', perspective: '', authorized })
    if (mutationFailure === 'down') return void request.socket.destroy()
    if (request.method !== 'POST') return send(response, 405, { error: { description: 'Mutations are POSTed' } })
    if (!given) return send(response, 401, { error: { description: 'Unauthorized - Session not found' } })
    if (!authorized) return send(response, 403, { error: { description: 'Insufficient permissions' } })
    if (mutationFailure === 'error') return send(response, 500, { error: { description: 'Internal error (fixture)' } })
    try {
      const body = JSON.parse((await readBody(request)) || '{}') as { mutations?: unknown }
      // One transaction at a time, each on the dataset the last one left (a query in one is evaluated asynchronously).
      const turn = transactions.then(() => applyMutations(documents, body.mutations))
      transactions = turn.then(
        (applied) => commit(applied.documents),
        () => {},
      )
      const applied = await turn
      const withDocuments = url.searchParams.get('returnDocuments') === 'true'
      const results = applied.results.map(({ document, ...result }) =>
        withDocuments ? { ...result, document } : result,
      )
      send(response, 200, { transactionId: `fixture-${requests.length}`, results })
    } catch (error) {
      const status = error instanceof MutationError ? error.status : 400
      send(response, status, { error: { description: (error as Error).message, type: 'mutationError' } })
    }
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (stalled) return void held.add(response)
    if (down) return send(response, 503, { error: { description: 'Service unavailable (fixture is down)' } })
    const mutation = mutateRoute.exec(url.pathname)
    if (mutation && mutation[1] === dataset) return mutate(request, response, url)
    const match = route.exec(url.pathname)
    if (!match) return send(response, 404, { error: { description: `No route for ${url.pathname}` } })
    if (match[1] !== dataset) return send(response, 404, { error: { description: `Dataset "${match[1]}" not found` } })

    let query = url.searchParams.get('query') ?? ''
    let params: Record<string, unknown> = {}
    for (const [name, value] of url.searchParams) {
      if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
    }
    if (request.method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as { query?: string; params?: Record<string, unknown> }
      query = body.query ?? query
      params = { ...params, ...body.params }
    }
    const perspective = url.searchParams.get('perspective') ?? 'published'
    const given = bearer(request)
    const authorized = (!!token && given === token) || (!!writeToken && given === writeToken)
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query, perspective, authorized })

    if (perspective !== 'published' && token && !authorized) {
      return send(response, 401, { error: { description: 'Draft perspectives need a read token' } })
    }
    const started = performance.now()
    try {
      const tree = parse(query, { params })
      const visible = authorized ? documents : publicDocuments(documents)
      const value = await evaluate(tree, { dataset: applyPerspective(visible, perspective), params })
      const result = await value.get()
      send(response, 200, { query, result, ms: Math.round(performance.now() - started) })
    } catch (error) {
      send(response, 400, { error: { description: (error as Error).message, type: 'queryParseError' } })
    }
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actualPort } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${actualPort}`,
    dataset,
    requests,
    documents: () => structuredClone(documents),
    setDocuments: (next) => commit(structuredClone(next)),
    upsert: (document) => commit([...documents.filter((doc) => doc._id !== document._id), structuredClone(document)]),
    remove: (id) => commit(documents.filter((doc) => doc._id !== id)),
    setDown: (value) => {
      down = value
    },
    setStalled: (value) => {
      stalled = value
      if (stalled) return
      for (const response of held) response.socket?.destroy()
      held.clear()
    },
    setMutationFailure: (mode) => {
      mutationFailure = mode
    },
    onChange: (next) => {
      hook = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
