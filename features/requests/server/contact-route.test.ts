/**
 * POST /api/contact, a form the browser posted itself, with a store, budget
 * and content the test controls: what is kept, and what the visitor reads.
 */
import { createRateLimiter, createSplitRateLimiter } from '@/lib/limits/rate-limit'
import { CERTIFICATION_OPTIONS, SHIFT_OPTIONS } from '../model/application'
import type { RequestDocument } from '../model/stored'
import { SPAM_SIGNS } from '../model/spam'
import { createContactHandler, MAX_BODY_BYTES } from './contact-route'
import { MAX_FORM_FIELDS, MIN_CONFIRM_MS, TICKET_MAX_AGE_MS } from '../model/limits'
import { signTicket } from './ticket'
import { CONFIRMATION_RATE_LIMIT, REQUEST_RATE_LIMIT } from './limits'
import type { ConfirmResult, StoreResult } from './store'

const SITE = 'http://care.example'
const MESSAGE = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Care', message: 'Mornings, please.' }
/** Every answer of an application, every box ticked. */
const APPLICATION_FIELDS = {
  shifts: SHIFT_OPTIONS.map(({ value }) => value),
  certifications: CERTIFICATION_OPTIONS.map(({ value }) => value),
  single: {
    email: 'keisha@example.com',
    experience: 'overFive',
    driving: 'licenseAndCar',
    availableFrom: '2026-04-06',
    heardFrom: 'caregiver',
    referredBy: 'Angela Moss',
    notes: 'Evenings too.',
    backgroundCheck: 'yes',
    hs_check: '',
  },
}
const CONSULTATION = {
  kind: 'consultation',
  name: 'Dorothy Pearson',
  phone: '770/555/0142',
  zip: '30043',
  careRecipient: 'parent',
  howSoon: 'week',
}

const KEY = new TextEncoder().encode('a key of the tests, 32 characters long')
const UUID = '0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37'
const UNCONFIRMED = SPAM_SIGNS.unconfirmed

function setUp(
  result: StoreResult = { ok: true },
  contacts = { phone: '(770) 555-0142', email: 'care@example.com' },
  confirmResult: ConfirmResult | null = null,
) {
  const stored: RequestDocument[] = []
  let clock = new Date('2026-03-14T13:41:00Z').getTime()
  const confirmed: [string, string][] = []
  const alerted: RequestDocument[] = []
  const POST = createContactHandler({
    store: async (document) => {
      stored.push(document)
      return result
    },
    // As the store does: only a request still waiting for its confirmation alone moves to New.
    confirm: async (id, reason) => {
      confirmed.push([id, reason])
      if (confirmResult) return confirmResult
      const waiting = stored.find(
        (request) => request._id === id && request.status === 'spam' && request.spamReason === reason,
      )
      if (waiting) Object.assign(waiting, { status: 'new', spamReason: undefined })
      return { ok: true, moved: Boolean(waiting), request: waiting }
    },
    afterStore: (document) => alerted.push(document),
    ticketKey: () => KEY,
    contacts: async () => contacts,
    limiter: createSplitRateLimiter({ name: 'requests', ...REQUEST_RATE_LIMIT }),
    confirmations: createRateLimiter({ name: 'confirmations', ...CONFIRMATION_RATE_LIMIT }),
    now: () => new Date(clock),
    uuid: () => UUID,
  })
  const post = (body: string | Record<string, string>, headers: Record<string, string> = {}) =>
    POST(
      new Request(`${SITE}/api/contact`, {
        method: 'POST',
        headers: {
          origin: SITE,
          host: 'care.example',
          referer: `${SITE}/about`,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
      }),
    )
  /** Presses "Confirm and send" on the page `page`, `afterMs` after it came. */
  const confirm = async (page: Response, afterMs = 8000, headers: Record<string, string> = {}) => {
    const token = /name="confirm" value="([^"]+)"/.exec(await page.text())?.[1]
    if (!token) throw new Error('No confirmation form on the page')
    clock += afterMs
    return post({ confirm: token }, headers)
  }
  return { post, stored, confirm, confirmed, alerted }
}

describe('POST /api/contact', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('keeps a message sent without the page’s scripts, as spam until a person confirms it on a plain page', async () => {
    const { post, stored, confirm, alerted } = setUp()
    const response = await post(MESSAGE)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.clone().text()
    expect(html).toContain('<h1>One more step: confirm your message</h1>')
    expect(html).toContain('<form method="post" action="/api/contact" class="confirm">')
    expect(html).toContain('<button type="submit">Confirm and send</button>')
    expect(html).toContain('<dd>Mornings, please.</dd>')
    expect(stored).toEqual([
      expect.objectContaining({
        _id: `lead.${UUID}`,
        kind: 'message',
        ...MESSAGE,
        status: 'spam',
        spamReason: UNCONFIRMED,
      }),
    ])
    expect(stored[0]!.sourcePage).toBe('/about')

    // Kept as spam: the owner is not alerted yet.
    expect(alerted).toEqual([])

    const confirmed = await confirm(response)
    expect(confirmed.status).toBe(200)
    const kept = await confirmed.text()
    expect(kept).toContain('<h1>We have your message</h1>')
    // Saturday 9:41 am in Georgia; without hours in the content, the defaults: Monday to Friday.
    expect(kept).toContain('Your message has reached us. We&#39;ll reply by 9:00 on Monday morning.')
    expect(stored[0]).toMatchObject({ status: 'new', spamReason: undefined })
    // Confirmed, it is New: now the owner hears of it, once.
    expect(alerted).toEqual([stored[0]])
  })

  it('leaves in Spam what a script confirms: at once, too late, a filled honeypot; with the answer a person gets', async () => {
    const person = await (await setUp().confirm(await setUp().post(MESSAGE))).text()
    const cases: [string, Record<string, string>, number, string][] = [
      ['pressed at once', MESSAGE, MIN_CONFIRM_MS - 1, UNCONFIRMED],
      ['pressed after the ticket expired', MESSAGE, TICKET_MAX_AGE_MS + 1, UNCONFIRMED],
      [
        'the honeypot filled',
        { ...MESSAGE, hs_check: 'https://spam.example' },
        8000,
        `${SPAM_SIGNS.honeypot} ${UNCONFIRMED}`,
      ],
    ]
    for (const [, fields, afterMs, reason] of cases) {
      const { post, stored, confirm, alerted } = setUp()
      const first = await post(fields)
      expect(await first.clone().text()).toContain('<h1>One more step: confirm your message</h1>')
      const answer = await confirm(first, afterMs)
      expect([answer.status, await answer.text()]).toEqual([200, person])
      expect(stored).toEqual([expect.objectContaining({ status: 'spam', spamReason: reason })])
      expect(alerted).toEqual([])
    }
  })

  it('refuses a confirmation this site did not sign, or from a page elsewhere, moving nothing', async () => {
    const { post, confirm, confirmed, stored } = setUp()
    const page = await post(MESSAGE)
    const forged = signTicket(new Uint8Array(32), `confirm-message-${UUID}`, new Date('2026-03-14T13:40:00Z'))
    expect((await post({ confirm: forged })).status).toBe(400)
    expect((await post({ confirm: signTicket(KEY, 'message', new Date('2026-03-14T13:40:00Z')) })).status).toBe(400)
    const elsewhere = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    expect((await confirm(page, 8000, elsewhere)).status).toBe(403)
    expect(confirmed).toEqual([])
    expect(stored[0]).toMatchObject({ status: 'spam' })
  })

  it('gives "Confirm and send" a budget of its own: posts from a page elsewhere cannot spend it', async () => {
    const { post, confirm, stored } = setUp()
    const page = await post(MESSAGE)
    const client = { 'x-forwarded-for': '203.0.113.7' }
    const elsewhere = { ...client, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    for (let i = 0; i < REQUEST_RATE_LIMIT.limit + 1; i++) await post('nonsense', elsewhere)
    const confirmed = await confirm(page, 8000, client)
    expect(confirmed.status).toBe(200)
    expect(stored[0]).toMatchObject({ status: 'new' })
  })

  it('lets the page of one request be pressed five times in ten minutes, then asks to wait', async () => {
    const { post, confirm } = setUp({ ok: true }, undefined, { ok: false })
    const page = await (await post(MESSAGE)).text()
    const press = () => confirm(new Response(page), 1500)
    for (let i = 0; i < CONFIRMATION_RATE_LIMIT.limit; i++) expect((await press()).status).toBe(503)
    expect((await press()).status).toBe(429)
  })

  it('says when the confirmation could not be taken (503): the request is kept, and Back lets the visitor press again', async () => {
    const { post, confirm } = setUp({ ok: true }, undefined, { ok: false })
    const answer = await confirm(await post(MESSAGE))
    expect(answer.status).toBe(503)
    expect(await answer.text()).toContain('Our website could not take your confirmation just now.')
  })

  it('keeps a consultation request by the same check as the page’s scripts: the phone as typed, in E.164', async () => {
    const { post, stored } = setUp()
    const response = await post({ ...CONSULTATION, payment: 'va' } as Record<string, string>)
    expect(await response.text()).toContain('<h1>One more step: confirm your request</h1>')
    expect(stored[0]).toMatchObject({ kind: 'consultation', phone: '+17705550142', careRecipient: 'My parent' })
    expect(stored[0]!.payment).toEqual(['VA benefits'])
  })

  it('keeps every value of a field that repeats (checkboxes)', async () => {
    const { post, stored } = setUp()
    const body = `${new URLSearchParams(CONSULTATION)}&services=Personal+Care&services=Homemaking&payment=va&payment=private`
    await post(body)
    expect(stored[0]).toMatchObject({
      services: ['Personal Care', 'Homemaking'],
      payment: ['VA benefits', 'Private pay'],
    })
  })

  it('keeps an application posted before the form’s code arrived, confirmed as a message is, in an applicant’s words', async () => {
    const { post, stored, confirm } = setUp()
    // The biggest form of the site: an application with every box ticked, among 20 counties (the most it takes).
    const body = new URLSearchParams({ kind: 'application', name: 'Keisha Brown', phone: '404 555 0123', zip: '30034' })
    for (let i = 0; i < 20; i++) body.append('counties', `County ${i}`)
    for (const shift of APPLICATION_FIELDS.shifts) body.append('shifts', shift)
    for (const certification of APPLICATION_FIELDS.certifications) body.append('certifications', certification)
    for (const [name, value] of Object.entries(APPLICATION_FIELDS.single)) body.append(name, value)
    expect([...body.keys()].length).toBeLessThanOrEqual(MAX_FORM_FIELDS)
    const response = await post(body.toString())
    expect(response.status).toBe(200)
    const html = await response.clone().text()
    // Like a family's, kept at once but as spam until a person presses "Confirm and send".
    expect(html).toContain('<h1>One more step: confirm your application</h1>')
    expect(html).toContain('<h2>Any questions?</h2>')
    expect(html).toContain('<dt>Background check understood</dt><dd>Yes</dd>')
    expect(stored[0]).toMatchObject({ kind: 'application', status: 'spam', spamReason: UNCONFIRMED })
    expect(stored[0]).toMatchObject({ experience: 'More than 5 years' })
    expect(stored[0]!.counties).toHaveLength(20)
    const confirmed = await confirm(response)
    expect(await confirmed.text()).toContain('<h1>We have your application</h1>')
    expect(stored[0]).toMatchObject({ kind: 'application', status: 'new' })

    const unticked = await post({ kind: 'application', name: 'Ray', email: 'ray@example.com', zip: '30034' })
    expect(unticked.status).toBe(422)
    expect(await unticked.text()).toContain('<h1>Your application has not been sent yet</h1>')
  })

  it('lists what to fix, in the form’s words, with 422, and keeps nothing', async () => {
    const { post, stored } = setUp()
    const response = await post({ ...MESSAGE, email: 'ann', message: ' ' })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('<strong>E-mail:</strong> Please enter an e-mail address, for example name@example.com.')
    expect(html).toContain('<strong>Message:</strong> Please fill in this field.')
    expect(html).toContain('<dd>Ann Lee</dd>')
    expect(stored).toEqual([])
  })

  it('keeps nothing from a page on another site, and shows the words back', async () => {
    const { post, stored } = setUp()
    const elsewhere = await post(MESSAGE, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(elsewhere.status).toBe(403)
    expect(await elsewhere.text()).toContain('<dd>Mornings, please.</dd>')
    expect(stored).toEqual([])
  })

  it('says when the site could not keep it, with the words and the phone (503)', async () => {
    const { post } = setUp({ ok: false, status: 503, error: 'storageUnavailable', message: 'Down.' })
    const response = await post(MESSAGE)
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('Our website could not keep your message just now.')
    expect(html).toContain('<a href="tel:+17705550142">(770) 555-0142</a>')
  })

  it('answers with the words even when the content cannot be read', async () => {
    const { post } = setUp({ ok: true }, null as never)
    expect(await (await post(MESSAGE)).text()).toContain('<dd>Mornings, please.</dd>')
  })

  it('spends the same budget as POST /api/leads: the sixth request in ten minutes waits (429)', async () => {
    const { post, stored } = setUp()
    for (let i = 0; i < REQUEST_RATE_LIMIT.limit; i++) expect((await post(MESSAGE)).status).toBe(200)
    const sixth = await post(MESSAGE)
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('retry-after')).toBe('600')
    expect(await sixth.text()).toContain('Please wait 10 minutes before sending another, or call us.')
    expect(stored).toHaveLength(REQUEST_RATE_LIMIT.limit)
  })

  it('refuses what no form of ours posts: another type (415), too large (413), an unknown kind (400)', async () => {
    const { post } = setUp()
    expect((await post(JSON.stringify(MESSAGE), { 'content-type': 'application/json' })).status).toBe(415)
    const huge = new URLSearchParams({ ...MESSAGE, message: 'x'.repeat(MAX_BODY_BYTES) }).toString()
    expect((await post(huge)).status).toBe(413)
    expect((await post({ ...MESSAGE, kind: 'complaint' })).status).toBe(400)
  })

  it(`refuses more than ${MAX_FORM_FIELDS} fields at once: a body of 40,000 repeats is one cheap 400`, async () => {
    const { post, stored } = setUp()
    expect((await post('a=&'.repeat(MAX_FORM_FIELDS + 1))).status).toBe(400)
    const flood = await post(`${new URLSearchParams(MESSAGE)}&${'a=&'.repeat(40_000)}`)
    expect(flood.status).toBe(400)
    expect(await flood.text()).toBe(`A form has at most ${MAX_FORM_FIELDS} fields.`)
    expect(stored).toEqual([])
  })
})
