/**
 * The form's ticket on the server: signed with the key, read back only when
 * untouched, and judged by its age; the key every instance shares.
 */
import { TICKET_MAX_AGE_MS } from '../model/limits'
import { ticketSpamSign, readTicket, signTicket } from './ticket'
import { MIN_SECRET_LENGTH, resolveTicketKey, type KeyInputs } from './ticket-key'

const KEY = new TextEncoder().encode('a key of the tests, 32 characters long')
const now = new Date('2026-03-14T13:41:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('a ticket', () => {
  it('carries its subject and age, and nothing else can be read back as one', () => {
    const token = signTicket(KEY, 'message', ago(5000))
    expect(token).toMatch(/^v1\.message\.[0-9a-z]+\.[\w-]+\.[\w-]+$/)
    expect(readTicket(KEY, token, now)).toEqual({ ok: true, subject: 'message', ageMs: 5000 })
    expect(signTicket(KEY, 'message', now)).not.toBe(signTicket(KEY, 'message', now))
    const [v, , issued, nonce, signature] = token.split('.')
    for (const forged of [
      `${v}.consultation.${issued}.${nonce}.${signature}`,
      `${v}.message.${(now.getTime() - 3_600_000).toString(36)}.${nonce}.${signature}`,
      `${v}.message.${issued}.${nonce}.${signature!.slice(0, -2)}AA`,
      `v2.message.${issued}.${nonce}.${signature}`,
      token.slice(0, -1),
      `${token}.x`,
      '',
      'x'.repeat(500),
    ]) {
      expect(readTicket(KEY, forged, now)).toEqual({ ok: false })
    }
    expect(readTicket(new Uint8Array(32), token, now)).toEqual({ ok: false })
    expect(readTicket(KEY, 42, now)).toEqual({ ok: false })
    // From the future: a minute of clock difference between servers is taken, more is not.
    expect(readTicket(KEY, signTicket(KEY, 'message', ago(-30_000)), now)).toMatchObject({ ok: true, ageMs: 0 })
    expect(readTicket(KEY, signTicket(KEY, 'message', ago(-120_000)), now)).toEqual({ ok: false })
  })

  it('is a person’s when signed here, for this form, 3 s to 4 hours ago', () => {
    const sign = (token: string | undefined, kind = 'message') => ticketSpamSign(KEY, token, kind, now)
    expect(sign(signTicket(KEY, 'message', ago(3000)))).toBeNull()
    expect(sign(signTicket(KEY, 'message', ago(TICKET_MAX_AGE_MS)))).toBeNull()
    expect(sign(undefined)).toBe('noTicket')
    expect(sign('')).toBe('noTicket')
    expect(sign('v1.message.x.y.z')).toBe('badTicket')
    expect(sign(signTicket(KEY, 'message', ago(5000)), 'consultation')).toBe('badTicket')
    expect(sign(signTicket(KEY, 'message', ago(2999)))).toBe('ticketTooFresh')
    expect(sign(signTicket(KEY, 'message', ago(TICKET_MAX_AGE_MS + 1)))).toBe('ticketExpired')
  })
})

describe('the key', () => {
  const inputs = (given: Partial<KeyInputs>) => {
    const warnings: string[] = []
    const key = resolveTicketKey({
      secret: undefined,
      writeToken: undefined,
      projectConfigured: false,
      processKey: () => new Uint8Array(32).fill(7),
      warn: (line) => warnings.push(line),
      ...given,
    })
    return { ...key, warnings }
  }

  it('is FORM_TOKEN_SECRET when set, with a warning when it is short', () => {
    const secret = 'x'.repeat(MIN_SECRET_LENGTH)
    expect(inputs({ secret })).toEqual({
      key: new TextEncoder().encode(secret),
      from: 'FORM_TOKEN_SECRET',
      warnings: [],
    })
    expect(inputs({ secret: 'short' }).warnings).toEqual([
      expect.stringContaining('FORM_TOKEN_SECRET has 5 characters'),
    ])
  })

  it('else derives from the write token every instance of a project has, and tells nothing of it', () => {
    const one = inputs({ writeToken: 'sk-editor-token', projectConfigured: true })
    expect(one).toMatchObject({ from: 'SANITY_API_WRITE_TOKEN', warnings: [] })
    expect(one.key).toHaveLength(32)
    expect(inputs({ writeToken: 'sk-editor-token' }).key).toEqual(one.key)
    expect(Buffer.from(one.key).toString('latin1')).not.toContain('sk-editor-token')
    expect(inputs({ writeToken: 'another' }).key).not.toEqual(one.key)
  })

  it('else is this process’s own, with a warning naming the variable when a project is configured', () => {
    expect(inputs({})).toEqual({ key: new Uint8Array(32).fill(7), from: 'process', warnings: [] })
    expect(inputs({ projectConfigured: true }).warnings).toEqual([
      expect.stringMatching(/^\[leads\] FORM_TOKEN_SECRET is not set .* other server instances do not share/),
    ])
  })

  it('refuses to start several instances (REDIS_URL) with keys of their own, naming the variable to set', () => {
    expect(() => inputs({ sharedLimits: true })).toThrow(/^FORM_TOKEN_SECRET is not set, and REDIS_URL says/)
    expect(() => inputs({ sharedLimits: true, projectConfigured: true })).toThrow(/FORM_TOKEN_SECRET/)
    // A key every instance shares: started.
    expect(inputs({ sharedLimits: true, secret: 'x'.repeat(MIN_SECRET_LENGTH) }).from).toBe('FORM_TOKEN_SECRET')
    expect(inputs({ sharedLimits: true, writeToken: 'sk-editor-token' }).from).toBe('SANITY_API_WRITE_TOKEN')
  })
})
