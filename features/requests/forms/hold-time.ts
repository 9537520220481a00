/**
 * Holds the time a family chose, just before their request is sent (issue
 * 62): the same uuid as the request, so that the server finds the time when
 * the request arrives. Never throws: a dropped connection is an answer too,
 * and the request still goes without the time (the owner calls to arrange
 * one).
 */
import type { Language } from '@/lib/i18n/languages'
import { BOOKING_PATHS } from '../booking/booking-fields'
import type { HoldAnswer } from '../booking/offer'

export interface TimeChoice {
  slot: string
  textReminder: boolean
}

const HOLD_TIMEOUT_MS = 10_000

export async function holdTime(choice: TimeChoice, uuid: string, language: Language): Promise<HoldAnswer> {
  try {
    const response = await fetch(BOOKING_PATHS.hold, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...choice, requestId: uuid, language }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HOLD_TIMEOUT_MS),
    })
    const body = (await response.json().catch(() => null)) as HoldAnswer | null
    if (body && typeof body.ok === 'boolean') return body
    return { ok: false, error: 'unavailable', message: `${response.status} ${response.statusText}` }
  } catch (error) {
    return { ok: false, error: 'unavailable', message: (error as Error).message }
  }
}
