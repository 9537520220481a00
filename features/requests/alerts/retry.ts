import 'server-only'
import type { AlertFailure } from '../model/owner-alert'

/**
 * One HTTP call to an alert service, and the single retry. A call that gets
 * no connection, no answer in time or a 5xx is tried once more after a short
 * pause (a blip passes; a longer outage is not worth a request waiting in
 * the background); a 4xx is not, the same request would be refused again.
 */

export interface DeliveryOptions {
  fetch: typeof fetch
  /** Per attempt, body included. */
  timeoutMs: number
  retryDelayMs: number
}

export type Attempt =
  | { ok: true }
  /** `body` is the service's answer, for its error code only: it may quote the request, so it is never logged. */
  | { ok: false; reason: AlertFailure; httpStatus?: number; body?: string }

function failureOf(error: unknown): AlertFailure {
  const { name, cause } = error as { name?: string; cause?: { code?: string } }
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout'
  if (cause?.code === 'ECONNREFUSED') return 'refused'
  return 'network'
}

export async function attemptOnce(url: string, init: RequestInit, options: DeliveryOptions): Promise<Attempt> {
  try {
    const response = await options.fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) })
    const body = await response.text()
    if (response.ok) return { ok: true }
    return { ok: false, reason: response.status >= 500 ? 'serverError' : 'rejected', httpStatus: response.status, body }
  } catch (error) {
    return { ok: false, reason: failureOf(error) }
  }
}

/** Worth a second try: the service may answer next time (408 and 429 ask for exactly that). */
export function isRetryable(attempt: Attempt): boolean {
  if (attempt.ok) return false
  return attempt.reason !== 'rejected' || attempt.httpStatus === 408 || attempt.httpStatus === 429
}

/** "no answer within 4000 ms", "Twilio answered 503": why an attempt failed, with nothing of the request. */
export function failureWords(attempt: Attempt, service: string, timeoutMs: number): string {
  if (attempt.ok) return 'sent'
  switch (attempt.reason) {
    case 'timeout':
      return `no answer within ${timeoutMs} ms`
    case 'refused':
      return `${service} refused the connection`
    case 'network':
      return `the connection to ${service} broke`
    default:
      return `${service} answered ${attempt.httpStatus ?? 'an error'}`
  }
}

/**
 * Calls `send`, and once more after `retryDelayMs` when the first failure is
 * retryable; `onRetry` hears of the first failure (for the log).
 */
export async function withOneRetry(
  send: () => Promise<Attempt>,
  { retryDelayMs, onRetry }: { retryDelayMs: number; onRetry: (first: Attempt) => void },
): Promise<Attempt> {
  const first = await send()
  if (!isRetryable(first)) return first
  onRetry(first)
  await new Promise((resolve) => setTimeout(resolve, retryDelayMs))
  return send()
}
