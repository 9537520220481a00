import { expect, test, type APIRequestContext } from '@playwright/test'
import type { RequestDocument } from '@/features/requests/model'
import {
  MESSAGE,
  expectFieldsToHold,
  failureAlert,
  keptAlert,
  openContactForm,
  send,
  successAlert,
} from '../../testing/browser/contact-harness'
import { expectNoAxeViolations } from '../../testing/browser/axe'
import { SITE_URL } from '@/testing/configured-site'
import { MIN_FILL_MS, SPAM_SIGNS } from '@/features/requests/model'
import { fillIn } from '../../testing/browser/fill-in'
import { lake } from '../../testing/browser/lake-control'
import { configuredTicket, realTime, ticketSettled } from '../../testing/browser/leads'

/*
 * No request is lost: each is kept through POST /api/leads (the real
 * @sanity/client writing to the Content Lake fixture with the write token)
 * and e-mailed through EmailJS (intercepted) at once, and the visitor is
 * told what is true when either channel fails.
 */

const CONSULTATION = {
  name: 'Walter Greene',
  phone: '(678) 555-0110',
  email: '',
  zip: '30043',
  careRecipient: 'spouse',
  services: ['Personal care', 'Companionship'],
  howSoon: 'week',
  // A month from now, by the server's clock: inside the two years a start date may be ahead.
  startDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10),
  hoursPerWeek: '20 hours, weekday mornings',
  payment: ['ltcInsurance'],
  bestTimeToCall: 'afternoon',
  notes: 'She uses a walker.',
}

let visitors = 0
/** A post as the consultation form will send it (issue 26), from a visitor of its own. */
function postRequest(request: APIRequestContext, body: unknown, headers: Record<string, string> = {}) {
  return request.post('/api/leads', {
    headers: { origin: SITE_URL, 'x-forwarded-for': `10.29.0.${++visitors}`, ...headers },
    data: body,
  })
}

const requestById = async (id: string) => (await lake.requests()).find((request) => request._id === id)
const uuid = () => crypto.randomUUID()

test.afterEach(async () => lake.failMutations(null))

test.describe('every request is kept', () => {
  test('a message: lead.<uuid> with the four fields as plain text, the kind, page, time and status new', async ({
    page,
  }) => {
    const emailjs = await openContactForm(page)
    await fillIn(page, MESSAGE)
    const before = Date.now()
    // The ticket fetched on the first touch must be 3 s old by the server's clock, which the page's does not move.
    await ticketSettled(page)
    await realTime(MIN_FILL_MS)
    await send(page)
    await expect(successAlert(page)).toBeVisible()

    expect(emailjs.kept).toEqual([
      expect.objectContaining({
        kind: 'message',
        page: '/',
        fields: MESSAGE,
        id: expect.any(String),
        token: expect.stringMatching(/^v1\.message\./),
      }),
    ])
    const requestId = (emailjs.sent[0]?.template_params as { lead_id: string }).lead_id
    expect(requestId).toBe(`lead.${emailjs.kept[0]?.id}`)
    const request = await requestById(requestId)
    expect(request).toMatchObject({
      _type: 'lead',
      kind: 'message',
      status: 'new',
      sourcePage: '/',
      name: MESSAGE.name,
      email: MESSAGE.email,
      subject: MESSAGE.subject,
      message: MESSAGE.message,
    })
    expect(Date.parse(request!.submittedAt)).toBeGreaterThanOrEqual(before - 60_000)
  })

  test('a consultation request: its answers in words, what was left empty left out', async ({ request }) => {
    const id = uuid()
    const response = await postRequest(request, {
      kind: 'consultation',
      id,
      page: '/',
      elapsedMs: 40_000,
      token: configuredTicket('consultation'),
      fields: CONSULTATION,
    })
    expect(response.status()).toBe(201)
    expect(await response.json()).toEqual({ ok: true, id: `lead.${id}` })
    const stored = (await requestById(`lead.${id}`)) as RequestDocument & Record<string, unknown>
    expect(stored).toMatchObject({
      kind: 'consultation',
      status: 'new',
      name: 'Walter Greene',
      phone: '+16785550110',
      zip: '30043',
      careRecipient: 'My spouse or partner',
      services: ['Personal care', 'Companionship'],
      howSoon: 'Within a week',
      startDate: CONSULTATION.startDate,
      hoursPerWeek: '20 hours, weekday mornings',
      payment: ['Long-term-care insurance'],
      bestTimeToCall: 'Afternoon (noon to 5 pm)',
      notes: 'She uses a walker.',
    })
    expect(stored.email).toBeUndefined()
  })

  test('hostile text is kept as plain text, character for character, less the invisible controls', async ({
    request,
  }) => {
    const id = uuid()
    const hostile = {
      ...CONSULTATION,
      name: '<script>alert(1)</script> "Robert\'); DROP TABLE leads;--',
      hoursPerWeek: '{{constructor.constructor("alert(2)")()}}',
      notes: '=HYPERLINK("http://evil.example")\n<img src=x onerror=alert(3)>\u202Eevil\u202C 🏡\u2028end',
      services: ['<b>Personal care</b>', '$where: 1'],
    }
    expect(
      (await postRequest(request, { kind: 'consultation', id, page: '/', elapsedMs: 9000, fields: hostile })).status(),
    ).toBe(201)
    expect(await requestById(`lead.${id}`)).toMatchObject({
      name: hostile.name,
      hoursPerWeek: hostile.hoursPerWeek,
      // The bidi override and embedding are dropped, a Unicode line separator is a line feed: nothing else changes.
      notes: '=HYPERLINK("http://evil.example")\n<img src=x onerror=alert(3)>evil 🏡\nend',
      services: hostile.services,
    })
  })
})

test.describe('what a script sends is kept in Spam, out of New, and told what a person is told', () => {
  test('posts without the form’s ticket, with a forged or hurried one, or with the honeypot filled', async ({
    request,
  }) => {
    const person = { kind: 'consultation', page: '/', elapsedMs: 40_000, fields: CONSULTATION }
    const posts: [Record<string, unknown>, string][] = [
      [person, SPAM_SIGNS.noTicket],
      [{ ...person, token: configuredTicket('consultation').replace(/.$/, 'x') }, SPAM_SIGNS.badTicket],
      [{ ...person, token: configuredTicket('consultation', 500) }, SPAM_SIGNS.ticketTooFresh],
      [{ ...person, token: configuredTicket('consultation'), hs_check: 'https://spam.example' }, SPAM_SIGNS.honeypot],
    ]
    for (const [body, reason] of posts) {
      const id = uuid()
      const response = await postRequest(request, { ...body, id })
      expect([response.status(), await response.json()]).toEqual([201, { ok: true, id: `lead.${id}` }])
      expect(await requestById(`lead.${id}`)).toMatchObject({
        status: 'spam',
        spamReason: reason,
        name: 'Walter Greene',
      })
    }
  })

  test('a family whose browser could not fetch the ticket is not lost: kept, in Spam, and told "sent"', async ({
    page,
  }) => {
    const emailjs = await openContactForm(page)
    await page.route(
      (url) => url.pathname === '/api/leads/token',
      (route) => route.abort('connectionreset'),
    )
    await fillIn(page, MESSAGE)
    await send(page)
    await expect(successAlert(page)).toBeVisible()
    expect(emailjs.kept[0]?.token).toBeUndefined()
    expect(await requestById(`lead.${emailjs.kept[0]?.id}`)).toMatchObject({
      status: 'spam',
      spamReason: SPAM_SIGNS.noTicket,
      message: MESSAGE.message,
    })
  })
})

test('a family whose busy network was refused its ticket: kept as New, announced unverified, and told so', async ({
  page,
  request,
}) => {
  // The family's office network has fetched its thirty tickets in ten minutes already.
  const address = '10.27.41.9'
  for (let i = 0; i < 30; i++) {
    await request.get('/api/leads/token?kind=message', {
      headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address },
    })
  }
  const emailjs = await openContactForm(page, { address })
  await fillIn(page, MESSAGE)
  await send(page)
  await expect(successAlert(page)).toContainText('could not check this in the usual way')
  await expect(successAlert(page).getByRole('link', { name: '(770) 555-0142' })).toBeVisible()
  expect(emailjs.kept[0]?.token).toBeUndefined()
  const kept = await requestById(`lead.${emailjs.kept[0]?.id}`)
  expect(kept).toMatchObject({ status: 'new', message: MESSAGE.message })
  expect(kept?.unverified).toMatch(/refusing tickets/)
  expect(kept?.spamReason).toBeUndefined()
  await expectNoAxeViolations(page, '#contact')
})

test.describe('when one channel fails, the visitor is told the truth', () => {
  test('EmailJS fails, the copy is kept: "We have your request", the form cleared', async ({ page }) => {
    const emailjs = await openContactForm(page)
    emailjs.reply({ status: 500, text: 'Internal Server Error' })
    await fillIn(page, MESSAGE)
    await send(page)

    await expect(keptAlert(page)).toContainText('We have your request. Thanks for contacting us!')
    await expect(successAlert(page)).toHaveCount(0)
    await expect(failureAlert(page)).toHaveCount(0)
    await expectFieldsToHold(page, { name: '', email: '', subject: '', message: '' })
    expect(emailjs.logs).toContain('FAILED... 500 Internal Server Error')
    expect(await requestById(`lead.${emailjs.kept[0]?.id}`)).toMatchObject({ subject: MESSAGE.subject })

    await expectNoAxeViolations(page, '#contact')
  })

  for (const failure of ['error', 'down'] as const) {
    test(`the Content Lake ${failure === 'error' ? 'answers 500' : 'is unreachable'}, the e-mail goes: "sent", and the failure logged`, async ({
      page,
    }) => {
      const emailjs = await openContactForm(page)
      await lake.failMutations(failure)
      await fillIn(page, MESSAGE)
      await send(page)

      await expect(successAlert(page)).toBeVisible()
      expect(emailjs.sent).toHaveLength(1)
      expect(emailjs.logs).toContain(
        'FAILED... Keeping the request: 503 storageUnavailable We could not keep a copy of your request on our website just now.',
      )
      expect(await requestById(`lead.${emailjs.kept[0]?.id}`)).toBeUndefined()
    })
  }

  test('both fail: the alert, the phone, and every word still in the form', async ({ page }) => {
    const emailjs = await openContactForm(page)
    emailjs.reply('network-down')
    await lake.failMutations('down')
    await fillIn(page, MESSAGE)
    await send(page)

    await expect(failureAlert(page)).toContainText('could not reach our mail service')
    await expect(failureAlert(page)).toContainText('Everything you typed is still in the form')
    await expect(failureAlert(page).getByRole('link', { name: '(770) 555-0142' })).toBeVisible()
    await expectFieldsToHold(page, MESSAGE)
    expect(emailjs.logs.filter((line) => line.startsWith('FAILED...'))).toHaveLength(2)
  })
})

test.describe('what the route refuses', () => {
  test('the sixth well-formed post from one client in ten minutes is refused (429, Retry-After, plain words)', async ({
    request,
  }) => {
    const client = { 'x-forwarded-for': '10.30.0.1' }
    // Malformed posts and posts from elsewhere have a budget of their own: they spend none of the family's.
    for (let i = 0; i < 6; i++)
      expect((await postRequest(request, { kind: 'nonsense' }, client)).status()).toBe(i < 5 ? 400 : 429)
    const crossSite = await postRequest(request, { kind: 'nonsense' }, { ...client, origin: 'https://evil.example' })
    expect(crossSite.status()).toBe(429)
    // Well-formed ones count, valid or not, a script's (kept as spam) too.
    const bodies = [
      { kind: 'consultation', page: '/', elapsedMs: 800, fields: { ...CONSULTATION, phone: '555' } },
      ...Array.from({ length: 4 }, () => ({ kind: 'consultation', page: '/', elapsedMs: 9000, fields: CONSULTATION })),
    ]
    const statuses = []
    for (const body of bodies) statuses.push((await postRequest(request, body, client)).status())
    expect(statuses).toEqual([422, 201, 201, 201, 201])
    const limited = await postRequest(request, bodies[1], client)
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(500)
    expect((await limited.json()).message).toMatch(
      /^You have sent us several requests in the last few minutes\. Please wait 10 minutes/,
    )
  })

  test('a visitor over the limit whose e-mail also fails is asked to wait', async ({ page }) => {
    const address = '10.30.0.2'
    const emailjs = await openContactForm(page, { address })
    emailjs.reply({ status: 500, text: 'Internal Server Error' })
    // Five hurried posts: well-formed, so they spend the visitor's budget, and nothing is kept.
    const hurried = { kind: 'message', page: '/', elapsedMs: 800, fields: MESSAGE }
    for (let i = 0; i < 5; i++) await postRequest(page.request, hurried, { 'x-forwarded-for': address })
    await fillIn(page, MESSAGE)
    await send(page)
    await expect(failureAlert(page)).toContainText('Please wait ten minutes before sending another')
    await expectFieldsToHold(page, MESSAGE)
  })

  test('a post from another site, or with no Origin, is refused and nothing is kept', async ({ request }) => {
    const id = uuid()
    const body = { kind: 'consultation', id, page: '/', elapsedMs: 9000, fields: CONSULTATION }
    const crossSite = await postRequest(request, body, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.status()).toBe(403)
    expect(await crossSite.json()).toMatchObject({ ok: false, error: 'crossOrigin' })
    const noOrigin = await request.post('/api/leads', { headers: { 'x-forwarded-for': '10.30.0.3' }, data: body })
    expect(noOrigin.status()).toBe(403)
    expect(await requestById(`lead.${id}`)).toBeUndefined()
  })

  test('a reused id never overwrites the request already kept', async ({ request }) => {
    const id = uuid()
    const body = { kind: 'consultation', id, page: '/', elapsedMs: 9000, fields: CONSULTATION }
    expect((await postRequest(request, body)).status()).toBe(201)
    const again = await postRequest(request, { ...body, fields: { ...CONSULTATION, name: 'Someone else' } })
    expect(again.status()).toBe(409)
    expect((await requestById(`lead.${id}`))?.name).toBe('Walter Greene')
  })
})
