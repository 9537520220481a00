/**
 * The part of autocannon 9's programmatic API that scripts/load uses
 * (@types/autocannon is not installed). Latencies are in milliseconds.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Called before each send; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
    /** Called with each response to this request; header names as sent. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number
    headers?: Record<string, string>
    requests?: Request[]
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
    p99_9?: number
  }

  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  export interface Instance extends EventEmitter {
    stop(): void
  }

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance
}
