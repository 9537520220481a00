/**
 * The open `/data/listen` streams of the Studio API fixture (./studio-api.ts):
 * server-sent events, `welcome` first, then a `mutation` event for every
 * change of a document that the stream's GROQ filter matches, before or after
 * the change (so a listener also learns that a document left its filter).
 */
import { evaluate, parse } from 'groq-js'
import type { FixtureDocument } from './content-lake'
import { eventFor, type ListenEvent, type ListenOptions } from './studio-api-events'

/** The part of a response a stream writes to (HTTP/1.1 and HTTP/2 alike). */
export interface EventStream {
  write(chunk: string): unknown
  end(): unknown
}

interface Listener {
  stream: EventStream
  query: string
  params: Record<string, unknown>
  options: ListenOptions
  keepAlive: NodeJS.Timeout
}

/** Comment lines keep idle streams open through proxies and the browser's own timeouts. */
const KEEP_ALIVE_MS = 15_000

export function serverSentEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

async function matches(listener: Listener, document: FixtureDocument | undefined): Promise<boolean> {
  if (!document) return false
  try {
    const tree = parse(listener.query, { params: listener.params })
    const value = await (await evaluate(tree, { dataset: [document], params: listener.params })).get()
    return Array.isArray(value) ? value.length > 0 : Boolean(value)
  } catch {
    // A filter groq-js cannot evaluate: telling the listener too much costs it a refetch, too little a stale view.
    return true
  }
}

export class Listeners {
  private readonly open = new Set<Listener>()
  // Events go out in the order the changes were made, although matching is asynchronous.
  private queue: Promise<void> = Promise.resolve()

  /** Opens a stream: `welcome`, then mutations, until `close` is called (the client went away). */
  add(stream: EventStream, query: string, params: Record<string, unknown>, options: ListenOptions): () => void {
    const keepAlive = setInterval(() => stream.write(': ping\n\n'), KEEP_ALIVE_MS).unref()
    const listener = { stream, query, params, options, keepAlive }
    this.open.add(listener)
    stream.write(serverSentEvent('welcome', { listenerName: `fixture-${this.open.size}` }))
    return () => {
      clearInterval(keepAlive)
      this.open.delete(listener)
    }
  }

  get size() {
    return this.open.size
  }

  /** Sends each event to every stream whose filter matches its document before or after. */
  broadcast(events: ListenEvent[]): Promise<void> {
    this.queue = this.queue.then(async () => {
      for (const event of events) {
        for (const listener of this.open) {
          if ((await matches(listener, event.previous)) || (await matches(listener, event.result))) {
            listener.stream.write(serverSentEvent('mutation', eventFor(event, listener.options)))
          }
        }
      }
    })
    return this.queue
  }

  /** Ends every stream, so that the server can close. */
  closeAll() {
    for (const listener of this.open) {
      clearInterval(listener.keepAlive)
      listener.stream.end()
    }
    this.open.clear()
  }
}
