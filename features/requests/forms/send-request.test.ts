/**
 * The forms' delivery: kept through /api/leads and e-mailed at once; the
 * visitor is told what is true; each failed channel is logged.
 */
import { deliver, newRequestUuid, storeThroughRoute, type StoreAnswer } from './send-request'
import type { PostedRequest } from '../model/posted'
import { DEFAULT_OFFICE_HOURS } from '@/lib/time/office-hours'

const UUID = '0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37'
const request = {
  kind: 'message',
  page: '/',
  elapsedMs: 5000,
  fields: { name: 'Ann', email: 'ann@example.com', subject: 'Care', message: 'Mornings.' },
} as const

const STORED: StoreAnswer = { ok: true, id: `lead.${UUID}` }
const UNAVAILABLE: StoreAnswer = { ok: false, status: 503, error: 'storageUnavailable', message: 'Not now.' }
const LIMITED: StoreAnswer = { ok: false, status: 429, error: 'rateLimited', message: 'Wait.' }
const EMAIL_ERROR = { status: 400, text: 'The template ID is invalid' }
// Sent on Saturday 14 March 2026 at 9:41 am in Georgia; a message has no phone, so we reply in writing.
const SATURDAY = new Date('2026-03-14T13:41:00Z')
const PROMISE = "We'll reply by 9:00 on Monday morning."

function run(
  store: StoreAnswer,
  email: 'ok' | typeof EMAIL_ERROR | { notConfigured: string },
  sent: Omit<PostedRequest, 'id'> = request,
) {
  const log = jest.fn()
  const stores: PostedRequest[] = []
  const emails: string[][] = []
  const result = deliver({
    request: sent,
    officeHours: DEFAULT_OFFICE_HOURS,
    now: () => SATURDAY,
    newId: () => UUID,
    log,
    store: async (sent) => {
      stores.push(sent)
      return store
    },
    sendEmail:
      email === 'ok' || 'status' in email
        ? async (requestId, promise) => {
            emails.push([requestId, promise])
            if (email !== 'ok') throw email
          }
        : email,
  })
  return { result, log, stores, emails }
}

const logged = (log: jest.Mock) => log.mock.calls.map((call) => call.join(' '))

/** No time was chosen: none booked, none failed (issue 62). */
const NO_TIME = { booked: null, holdFailed: false }

describe('deliver', () => {
  it('both channels work: "sent", and the e-mail names the inbox entry the store got', async () => {
    const { result, log, stores, emails } = run(STORED, 'ok')
    expect(await result).toEqual({
      ...NO_TIME,
      outcome: 'emailed',
      requestId: `lead.${UUID}`,
      stored: true,
      unchecked: false,
      promise: PROMISE,
    })
    expect(stores).toEqual([{ ...request, id: UUID }])
    // The e-mail carries the same promise, for the agency's auto-reply.
    expect(emails).toEqual([[`lead.${UUID}`, PROMISE]])
    expect(log).not.toHaveBeenCalled()
  })

  it('only the store works: "we have your request", and the e-mail failure is logged', async () => {
    const { result, log } = run(STORED, EMAIL_ERROR)
    expect(await result).toEqual({
      ...NO_TIME,
      outcome: 'stored',
      requestId: `lead.${UUID}`,
      unchecked: false,
      promise: PROMISE,
    })
    expect(logged(log)).toEqual(['FAILED... 400 The template ID is invalid'])
  })

  it('only the e-mail works: "sent", and the store failure is logged', async () => {
    const { result, log } = run(UNAVAILABLE, 'ok')
    expect(await result).toEqual({
      ...NO_TIME,
      outcome: 'emailed',
      requestId: `lead.${UUID}`,
      stored: false,
      unchecked: false,
      promise: PROMISE,
    })
    expect(logged(log)).toEqual(['FAILED... Keeping the request: 503 storageUnavailable Not now.'])
  })

  it('kept without its check: "sent" as usual, and the alert says it went unchecked', async () => {
    const { result } = run({ ok: true, id: `lead.${UUID}`, unchecked: true }, EMAIL_ERROR)
    expect(await result).toEqual({
      ...NO_TIME,
      outcome: 'stored',
      requestId: `lead.${UUID}`,
      unchecked: true,
      promise: PROMISE,
    })
    const emailed = run({ ok: true, id: `lead.${UUID}`, unchecked: true }, 'ok')
    expect(await emailed.result).toMatchObject({ outcome: 'emailed', unchecked: true })
  })

  it('both fail: the e-mail’s reason, both logged', async () => {
    const { result, log } = run(UNAVAILABLE, EMAIL_ERROR)
    expect(await result).toEqual({ outcome: 'failed', reason: 'server', requestId: `lead.${UUID}` })
    expect(logged(log)).toHaveLength(2)
  })

  it('both fail and the site says "too many": the visitor is asked to wait', async () => {
    expect(await run(LIMITED, EMAIL_ERROR).result).toEqual({
      outcome: 'failed',
      reason: 'rateLimited',
      requestId: `lead.${UUID}`,
    })
  })

  it('a filled honeypot: the request is kept, no e-mail goes, and the visitor hears "we have your request"', async () => {
    const trapped = { ...request, hs_check: 'https://spam.example' }
    const { result, log, stores, emails } = run(STORED, 'ok', trapped)
    expect(await result).toEqual({
      ...NO_TIME,
      outcome: 'stored',
      requestId: `lead.${UUID}`,
      unchecked: false,
      promise: PROMISE,
    })
    expect(stores).toEqual([{ ...trapped, id: UUID }])
    expect(emails).toEqual([])
    expect(logged(log)).toEqual(['FAILED... The hidden honeypot field was filled in: no e-mail sent.'])
    expect(await run(UNAVAILABLE, 'ok', trapped).result).toMatchObject({ outcome: 'failed', reason: 'suspicious' })
  })

  it('without EmailJS the store alone is enough; with neither, "not working at the moment"', async () => {
    const missing = { notConfigured: 'Missing configuration: NEXT_PUBLIC_EMAILJS_SERVICE_ID' }
    const stored = run(STORED, missing)
    expect(await stored.result).toEqual({
      ...NO_TIME,
      outcome: 'stored',
      requestId: `lead.${UUID}`,
      unchecked: false,
      promise: PROMISE,
    })
    expect(logged(stored.log)).toEqual(['FAILED... Missing configuration: NEXT_PUBLIC_EMAILJS_SERVICE_ID'])
    expect(await run(UNAVAILABLE, missing).result).toMatchObject({ outcome: 'failed', reason: 'notConfigured' })
  })

  it('says when we will call, on Georgia’s clock at the moment of sending: a call when the family gave a phone', async () => {
    const consultation = {
      ...request,
      kind: 'consultation',
      fields: { name: 'Ann', phone: '7705550142', zip: '30043' },
    }
    const send = (at: Date, officeHours = DEFAULT_OFFICE_HOURS) =>
      deliver({
        request: consultation as never,
        officeHours,
        now: () => at,
        log: () => {},
        store: async () => STORED,
        sendEmail: async () => {},
      })
    // Tuesday 10:02 am in Georgia (7:02 am on a Californian's clock: the same moment).
    expect(await send(new Date('2026-03-10T14:02:00Z'))).toMatchObject({ promise: "We'll call you within the hour." })
    expect(await send(new Date('2026-03-10T22:30:00Z'))).toMatchObject({
      promise: "We'll call you by 9:00 tomorrow morning.",
    })
    // A page without office hours (none given) promises nothing rather than a wrong time.
    const noHours = await deliver({ request, log: () => {}, store: async () => STORED, sendEmail: async () => {} })
    expect(noHours).toMatchObject({ outcome: 'emailed', promise: '' })
  })

  it('runs both channels at the same time', async () => {
    const started: string[] = []
    let finishEmail = () => {}
    const result = deliver({
      request,
      log: () => {},
      sendEmail: () => {
        started.push('email')
        return new Promise<void>((resolve) => (finishEmail = resolve))
      },
      store: async () => {
        started.push('store')
        return STORED
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started.sort()).toEqual(['email', 'store'])
    finishEmail()
    expect((await result).outcome).toBe('emailed')
  })
})

describe('storeThroughRoute', () => {
  const body = { ...request, id: UUID } as PostedRequest
  const TICKET = 'v1.message.signed'
  const withTicket = { ticket: async () => TICKET, spend: () => {} }
  afterEach(() => jest.restoreAllMocks())

  it('posts JSON to /api/leads with the form’s ticket, and reads the answer', async () => {
    const fetch = jest
      .spyOn(global, 'fetch')
      .mockResolvedValueOnce(Response.json({ ok: true, id: `lead.${UUID}` }, { status: 201 }))
      .mockResolvedValueOnce(
        Response.json({ ok: false, error: 'storageUnavailable', message: 'Not now.' }, { status: 503 }),
      )
      .mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await storeThroughRoute(body, withTicket)).toEqual({ ok: true, id: `lead.${UUID}` })
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/leads')
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } })
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ ...body, token: TICKET })
    // Without a ticket (none could be fetched) it goes all the same: the server keeps it, as spam.
    expect(await storeThroughRoute(body, { ticket: async () => undefined })).toEqual(UNAVAILABLE)
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual(body)
    expect(await storeThroughRoute(body, withTicket)).toEqual({
      ok: false,
      status: 502,
      error: 'unknown',
      message: 'Bad Gateway',
    })
    expect(await storeThroughRoute(body, withTicket)).toEqual({
      ok: false,
      status: 0,
      error: 'network',
      message: 'Failed to fetch',
    })
  })

  it('says when it went without a ticket because the site refused one (a busy network): the form tells the family', async () => {
    const kept = () => Response.json({ ok: true, id: `lead.${UUID}` }, { status: 201 })
    jest
      .spyOn(global, 'fetch')
      .mockResolvedValueOnce(kept())
      .mockResolvedValueOnce(kept())
      .mockResolvedValueOnce(kept())
    const refusedTicket = { ticket: async () => undefined, spend: () => {}, refused: () => true }
    expect(await storeThroughRoute(body, refusedTicket)).toEqual({ ok: true, id: `lead.${UUID}`, unchecked: true })
    // No ticket for another reason (the connection dropped), or a ticket after all: nothing to say.
    expect(await storeThroughRoute(body, { ...refusedTicket, refused: () => false })).toEqual({
      ok: true,
      id: `lead.${UUID}`,
    })
    expect(await storeThroughRoute(body, { ...withTicket, refused: () => true })).toEqual({
      ok: true,
      id: `lead.${UUID}`,
    })
  })

  it('gives up after 15 seconds rather than keep the visitor waiting', async () => {
    jest.useFakeTimers()
    jest
      .spyOn(global, 'fetch')
      .mockImplementation(
        (_, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      )
    const answer = storeThroughRoute(body, withTicket)
    await Promise.resolve()
    jest.advanceTimersByTime(15_000)
    expect(await answer).toMatchObject({ ok: false, status: 0, error: 'timeout' })
    jest.useRealTimers()
  })
})

describe('newRequestUuid', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('is a version 4 UUID, also where crypto.randomUUID is missing (older phones, plain http)', () => {
    expect(newRequestUuid()).toMatch(V4)
    const randomUUID = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newRequestUuid()))
      expect(ids.size).toBe(50)
      for (const id of ids) expect(id).toMatch(V4)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true })
    }
  })
})
