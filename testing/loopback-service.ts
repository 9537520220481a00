/**
 * The common part of the fakes of outside HTTP services (./emailjs-api.ts,
 * ./twilio-api.ts): a server on 127.0.0.1 that records every request, and
 * fails on demand the ways a real service does: a 500, an answer that never
 * comes (stall), a connection cut mid-request (drop), or no server at all
 * (down: connections refused).
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type FailureMode = 'error' | 'stall' | 'drop'

export interface RecordedRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: string
  /** How the fake answered it: null for the service's normal answer. */
  failed: FailureMode | null
}

export interface FakeAnswer {
  status: number
  body: string
  contentType?: string
}

export interface LoopbackService {
  url: string
  requests: RecordedRequest[]
  /** The next `count` requests (all, by default) fail this way; null answers normally again. */
  failNext(mode: FailureMode | null, count?: number): void
  /** Down: the port stops listening, so connections are refused; up again on the same port. */
  setDown(down: boolean): Promise<void>
  close(): Promise<void>
}

export async function startLoopbackService(
  answer: (request: RecordedRequest) => FakeAnswer,
  { port = 0 }: { port?: number } = {},
): Promise<LoopbackService> {
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  let failure: { mode: FailureMode; left: number } | null = null

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const mode = failure && failure.left > 0 ? failure.mode : null
      if (failure && mode) failure.left -= 1
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        failed: mode,
      }
      requests.push(request)
      if (mode === 'stall') return // no answer, ever: the caller's timeout must end it
      if (mode === 'drop') return void req.socket.destroy()
      const {
        status,
        body,
        contentType = 'application/json',
      } = mode === 'error' ? { status: 500, body: '{"message":"Internal error"}' } : answer(request)
      res.writeHead(status, { 'content-type': contentType }).end(body)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  const listen = (at: number) => new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve))
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })

  await listen(port)
  const boundPort = (server.address() as AddressInfo).port
  let down = false

  return {
    url: `http://127.0.0.1:${boundPort}`,
    requests,
    failNext(mode, count = Number.POSITIVE_INFINITY) {
      failure = mode ? { mode, left: count } : null
    },
    async setDown(next) {
      if (next === down) return
      down = next
      await (next ? stop() : listen(boundPort))
    },
    async close() {
      if (!down) await stop()
      down = true
    },
  }
}
