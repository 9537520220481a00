import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Sanity's webhook signature: the header `sanity-webhook-signature` reads
 * `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">` (as @sanity/webhook
 * writes it). Checked here in constant time, and only within a few minutes of
 * the signing time, so that a captured call cannot be replayed later.
 */

/** How far the signing time may be from the server's clock, either way. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000

const HEADER = /^t=(\d{1,16})[, ]+v1=([A-Za-z0-9_-]{1,128})$/

/**
 * What a signed call is remembered by: its signature's bytes, in hex. Not the text: the last base64url character
 * carries two spare bits, so four spellings (and a timestamp with leading zeros) decode to the one signature, and
 * a replay must not pass as a new call by changing them (issue 60).
 */
export function signatureOf(header: string): string {
  const match = HEADER.exec(header.trim())
  return match ? Buffer.from(match[2]!, 'base64url').toString('hex') : header
}

export type SignatureCheck = { valid: true } | { valid: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

export function checkSignature(
  header: string | null,
  body: string,
  secret: string,
  now: number = Date.now(),
): SignatureCheck {
  if (!header?.trim()) return { valid: false, reason: 'missing' }
  const match = HEADER.exec(header.trim())
  if (!match) return { valid: false, reason: 'malformed' }
  const timestamp = Number(match[1])
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) return { valid: false, reason: 'stale' }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest()
  const given = Buffer.from(match[2]!, 'base64url')
  // timingSafeEqual needs equal lengths; a wrong length is a mismatch, found without comparing.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'mismatch' }
  return { valid: true }
}
