import { encodeSignatureHeader } from '@sanity/webhook'
import { checkSignature, SIGNATURE_TOLERANCE_MS } from '@/app/api/revalidate/signature'

const SECRET = 'webhook-secret'
const BODY = '{"_type":"service","_id":"service-personal"}'
const NOW = Date.UTC(2026, 10, 24, 12)

describe('the webhook signature', () => {
  it('accepts what Sanity signs (as @sanity/webhook writes it) within five minutes either way', async () => {
    for (const offset of [0, -SIGNATURE_TOLERANCE_MS, SIGNATURE_TOLERANCE_MS]) {
      const header = await encodeSignatureHeader(BODY, NOW + offset, SECRET)
      expect(checkSignature(header, BODY, SECRET, NOW)).toEqual({ valid: true })
    }
  })

  it('refuses a call captured and replayed later, or dated ahead', async () => {
    const old = await encodeSignatureHeader(BODY, NOW - SIGNATURE_TOLERANCE_MS - 1, SECRET)
    const ahead = await encodeSignatureHeader(BODY, NOW + SIGNATURE_TOLERANCE_MS + 1, SECRET)
    expect(checkSignature(old, BODY, SECRET, NOW)).toEqual({ valid: false, reason: 'stale' })
    expect(checkSignature(ahead, BODY, SECRET, NOW)).toEqual({ valid: false, reason: 'stale' })
  })

  it('refuses another secret, another body, and headers of the wrong shape', async () => {
    const header = await encodeSignatureHeader(BODY, NOW, SECRET)
    expect(checkSignature(header, BODY, 'other', NOW)).toEqual({ valid: false, reason: 'mismatch' })
    expect(checkSignature(header, BODY.replace('personal', 'x'), SECRET, NOW)).toEqual({
      valid: false,
      reason: 'mismatch',
    })
    expect(checkSignature(header.replace(/v1=.*/, 'v1=short'), BODY, SECRET, NOW).valid).toBe(false)
    expect(checkSignature(null, BODY, SECRET, NOW)).toEqual({ valid: false, reason: 'missing' })
    expect(checkSignature('v1=abc', BODY, SECRET, NOW)).toEqual({ valid: false, reason: 'malformed' })
    expect(checkSignature(`${header}\r\nx: y`, BODY, SECRET, NOW).valid).toBe(false)
  })
})
