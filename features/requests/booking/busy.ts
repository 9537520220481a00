import 'server-only'
import { throttledLog } from '@/lib/throttled-log'
import { busyIntervals } from './busy-calendar'
import type { Interval } from './slots'

/**
 * The owner's busy times, from the private iCalendar address they gave
 * (issue 62): fetched on the server only, at most every few minutes, and
 * never shown to a family. Unreachable or unreadable, the last good reading
 * stands for a while, then the hours alone are offered; the log says so,
 * once a minute at most, without the address (it is a secret).
 */
export const BUSY_FRESH_MS = 5 * 60_000
/** A reading older than this is not trusted: the hours alone are offered. */
export const BUSY_STALE_MS = 60 * 60_000
const FETCH_TIMEOUT_MS = 5000
const MAX_BYTES = 5 * 1024 * 1024

const logOnce = throttledLog((line) => console.warn(line))
const cache = new Map<string, { at: number; text: string }>()

async function fetchCalendar(url: string, fetcher: typeof fetch): Promise<string> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
  if (!response.ok) throw new Error(`it answered ${response.status}`)
  const text = await response.text()
  if (text.length > MAX_BYTES) throw new Error('it is larger than 5 MB')
  if (!text.includes('BEGIN:VCALENDAR')) throw new Error('it is not an iCalendar file')
  return text
}

export async function ownerBusyTimes(
  url: string | null,
  from: Date,
  to: Date,
  { fetcher = fetch, now = Date.now() }: { fetcher?: typeof fetch; now?: number } = {},
): Promise<Interval[]> {
  if (!url) return []
  let cached = cache.get(url)
  if (!cached || now - cached.at > BUSY_FRESH_MS) {
    try {
      cached = { at: now, text: await fetchCalendar(url, fetcher) }
      cache.set(url, cached)
    } catch (error) {
      logOnce(
        `[booking] The calendar address in Consultation hours could not be read (${(error as Error).message}): offering the hours alone until it can.`,
      )
      if (!cached || now - cached.at > BUSY_STALE_MS) return []
    }
  }
  try {
    return busyIntervals(cached.text, from, to)
  } catch (error) {
    logOnce(`[booking] The calendar in Consultation hours could not be understood (${(error as Error).message}).`)
    return []
  }
}
