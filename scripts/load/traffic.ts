/**
 * Load from autocannon's programmatic API, in this process, on keep-alive
 * connections to 127.0.0.1, asking for gzip as browsers do. Each run becomes
 * one `StreamStats`: a row of the table.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon, { type Instance, type Request, type Result } from 'autocannon'

export interface StreamStats {
  name: string
  connections: number
  requests: number
  rps: number
  p50Ms: number
  p99Ms: number
  /** Responses by status code. */
  statuses: Record<string, number>
  fiveXx: number
  /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
  socketErrors: number
  timeouts: number
  /** Socket errors by code or message, for the evidence. */
  errorKinds: Record<string, number>
  /** Responses the site is not meant to give, and what they were. */
  unmeant: number
  unmeantDetail: Record<string, number>
  /** Hostile runs: responses by request, then by status code. */
  byCase?: Record<string, Record<string, number>>
}

const running = new Set<Instance>()

/** Stops every autocannon run in progress (Ctrl-C). */
export function stopTraffic() {
  for (const instance of running) instance.stop()
}

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html,*/*' }

interface Run {
  url: string
  connections: number
  seconds: number
  requests: Request[]
}

export function cannon({ url, connections, seconds, requests }: Run) {
  const errorKinds: Record<string, number> = {}
  return new Promise<{ result: Result; errorKinds: Record<string, number> }>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, requests, headers: BROWSER_HEADERS, timeout: 10 },
      (error, result) => {
        running.delete(instance)
        if (error) reject(error)
        else resolve({ result, errorKinds })
      },
    )
    running.add(instance)
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? error.message
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1
    })
  })
}

/** A row from autocannon's result; `unmeant` is counted by the caller's rule. */
export function stats(
  name: string,
  connections: number,
  { result, errorKinds }: { result: Result; errorKinds: Record<string, number> },
  unmeant: { count: number; detail: Record<string, number> },
): StreamStats {
  const statuses: Record<string, number> = {}
  const kinds = { ...errorKinds }
  let unparsed = 0
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
    // autocannon keeps a connection's HTTP parser across the reconnect after a timeout, and the
    // half-read old response garbles the next one: it comes out with no status. A client-side failure.
    if (/^\d+$/.test(code)) statuses[code] = count
    else unparsed += count
  }
  if (unparsed > 0) kinds[UNPARSED] = unparsed
  // Parsed responses, over the run's real length.
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0)
  return {
    name,
    connections,
    requests,
    rps: Math.round((requests / result.duration) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    fiveXx: result['5xx'],
    socketErrors: result.errors + unparsed,
    timeouts: result.timeouts,
    errorKinds: kinds,
    unmeant: unmeant.count,
    unmeantDetail: unmeant.detail,
  }
}

export const UNPARSED = 'response without a status (parser reused after a timeout)'

/** Pages are meant to answer 2xx or 3xx, nothing else. */
export function pageUnmeant(result: Result, paths: string[]) {
  const detail: Record<string, number> = {}
  let count = 0
  for (const [code, { count: n }] of Object.entries(result.statusCodeStats)) {
    if (!/^\d+$/.test(code) || (Number(code) >= 200 && Number(code) < 400)) continue
    count += n
    detail[`${paths.join(' or ')} answered ${code}`] = n
  }
  return { count, detail }
}

/** Visitors on pages: each connection goes through `paths` in turn. */
export async function pages(name: string, origin: string, paths: string[], connections: number, seconds: number) {
  const run = await cannon({
    url: `${origin}${paths[0]}`,
    connections,
    seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  return stats(name, connections, run, pageUnmeant(run.result, paths))
}

/**
 * Waits until the server answers /robots.txt within 100 ms three times in a
 * row (at most `maxSeconds`): autocannon ends a run with requests in flight,
 * and the next run should not start against a server still finishing them.
 */
export async function settle(origin: string, maxSeconds = 30): Promise<number> {
  const started = performance.now()
  let quick = 0
  while (quick < 3 && performance.now() - started < maxSeconds * 1000) {
    const sent = performance.now()
    const ok = await get(`${origin}/robots.txt`, 5000).then(
      () => true,
      () => false,
    )
    quick = ok && performance.now() - sent < 100 ? quick + 1 : 0
    await sleep(200)
  }
  return Math.round((performance.now() - started) / 100) / 10
}

/** One GET, for warming and polling: status and body. */
export async function get(url: string, timeoutMs = 30_000): Promise<{ status: number; body: string }> {
  const response = await fetch(url, {
    redirect: 'manual',
    headers: BROWSER_HEADERS,
    signal: AbortSignal.timeout(timeoutMs),
  })
  return { status: response.status, body: await response.text() }
}
