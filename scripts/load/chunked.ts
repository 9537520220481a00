/**
 * Raw uploads autocannon cannot send: 1 MiB in 64 KiB chunks with no
 * Content-Length (so chunked transfer encoding), one after another, each on
 * a connection of its own, to the routes that must refuse them.
 */
import http from 'node:http'
import { HOST } from './config'
import type { StreamStats } from './traffic'

export interface RawOutcome {
  status: number | null
  ms: number
  error?: string
}

/**
 * One POST of 1 MiB in 64 KiB chunks with no Content-Length (so chunked), on
 * a connection of its own. The server may answer before the body is sent and
 * close the socket under us: once the answer is in, that is not an error.
 */
export function chunkedPost(port: number, path: string, headers: Record<string, string>): Promise<RawOutcome> {
  const started = performance.now()
  const chunk = Buffer.alloc(64 * 1024, 'a')
  return new Promise((resolve) => {
    let status: number | null = null
    const done = (error?: string) => resolve({ status, ms: Math.round(performance.now() - started), error })
    const request = http.request({
      host: HOST,
      port,
      path,
      method: 'POST',
      headers: { ...headers, connection: 'close' },
    })
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')))
    request.on('response', (response) => {
      status = response.statusCode ?? 0
      response.resume()
      response.on('end', () => done())
      response.on('error', () => done())
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (status === null) done(error.code ?? error.message)
    })
    void (async () => {
      for (let i = 0; i < 16; i++) {
        if (request.destroyed || status !== null) break
        if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained))
      }
      if (!request.destroyed) request.end()
    })()
  })
}

/** The two uploads, with what each route answers; the revalidate route answers 401 before reading without a secret. */
export function chunkedTargets(signed: boolean): { path: string; headers: Record<string, string>; meant: number }[] {
  return [
    { path: '/api/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, meant: 413 },
    {
      path: '/api/revalidate',
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=bogus' },
      meant: signed ? 413 : 401,
    },
  ]
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** The uploads one after another, alternating routes, until `running()` turns false. */
export async function chunkedLoop(port: number, signed: boolean, running: () => boolean): Promise<StreamStats> {
  const targets = chunkedTargets(signed)
  const times: number[] = []
  const stats: StreamStats = {
    name: '1 MiB chunked POSTs',
    connections: 1,
    requests: 0,
    rps: 0,
    p50Ms: 0,
    p99Ms: 0,
    statuses: {},
    fiveXx: 0,
    socketErrors: 0,
    timeouts: 0,
    errorKinds: {},
    unmeant: 0,
    unmeantDetail: {},
  }
  const started = performance.now()
  for (let i = 0; running(); i++) {
    const target = targets[i % targets.length]!
    // A client address, and a network, of its own each time: the upload's 413 is measured, not the budget of
    // refusals it spends, nor its network's.
    const client = { 'x-forwarded-for': `10.200.${i & 255}.${(i >> 8) & 255}` }
    const outcome = await chunkedPost(port, target.path, { ...target.headers, ...client })
    stats.requests++
    times.push(outcome.ms)
    if (outcome.status === null) {
      stats.socketErrors++
      if (outcome.error === 'timeout') stats.timeouts++
      stats.errorKinds[outcome.error!] = (stats.errorKinds[outcome.error!] ?? 0) + 1
      continue
    }
    stats.statuses[outcome.status] = (stats.statuses[outcome.status] ?? 0) + 1
    if (outcome.status >= 500) stats.fiveXx++
    if (outcome.status !== target.meant) {
      stats.unmeant++
      const key = `${target.path} (1 MiB chunked) answered ${outcome.status}`
      stats.unmeantDetail[key] = (stats.unmeantDetail[key] ?? 0) + 1
    }
  }
  times.sort((a, b) => a - b)
  stats.rps = Math.round((stats.requests / ((performance.now() - started) / 1000)) * 10) / 10
  stats.p50Ms = percentile(times, 50)
  stats.p99Ms = percentile(times, 99)
  return stats
}
