/**
 * What follows a stored request: the owner's alert, scheduled to run after
 * the family's answer, and its outcome written on the request. The routes
 * run with the local file store and both alert services faked on 127.0.0.1;
 * the scheduler stands in for Next's after(), which needs a request scope.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '@/lib/time/office-hours'
import { createOnce } from '@/lib/limits/once'
import { createSplitRateLimiter } from '@/lib/limits/rate-limit'
import { resolveOwnerAlertSetting, type OwnerAlertEnv } from '@/features/requests/alerts/env'
import { startEmailJsFake, type EmailJsFake } from '@/testing/emailjs-api'
import { startTwilioFake, type TwilioFake } from '@/testing/twilio-api'
import { ownerAlertEnv } from '@/testing/owner-alert-env'
import { sendOwnerAlert } from '../alerts/send-owner-alert'
import type { RequestDocument } from '../model/stored'
import type { OwnerAlertOutcome } from '../model/owner-alert'
import { afterStoring, type Schedule } from './after-store'
import { createContactHandler } from './contact-route'
import { readRequests } from './file-store'
import { signTicket } from './ticket'
import { createRequestsHandler } from './requests-route'
import { REQUEST_RATE_LIMIT } from './limits'
import { confirmRequest, recordOwnerAlert, storeRequest } from './store'

const SITE = 'http://care.example'
const ACCOUNT = { accountSid: `AC${'7'.repeat(32)}`, authToken: 'twilio-token-after-store' }
const EMAILJS = { serviceId: 'service_a', templateId: 'template_alert', publicKey: 'pk-a', privateKey: 'private-a' }
const OWNER_PHONE = '+17705550142'
// Tuesday 10 March 2026, 10:02 am in Georgia: the office is open.
const TUESDAY_MORNING = new Date('2026-03-10T14:02:00Z')
// The owner's hours in the content: closed on Tuesdays, so the promise names Wednesday.
const NO_TUESDAYS: OfficeHours = {
  days: DEFAULT_OFFICE_HOURS.days.filter(({ day }) => day !== 'tuesday'),
  holidays: [],
}
const CONSULTATION = {
  name: 'Ruth Ellison',
  phone: '770-555-0199',
  zip: '30043',
  careRecipient: 'parent',
  howSoon: 'week',
  notes: 'Mom has dementia and fell last week.',
}
const starter = { kind: 'starter', apiVersion: '2025-09-25' } as const
const KEY = new TextEncoder().encode('a key of the tests, 32 characters long')
// The form's ticket, fetched 40 s before sending: a person's pace (./ticket.ts).
const TICKET = signTicket(KEY, 'consultation', new Date(TUESDAY_MORNING.getTime() - 40_000))

let emailjs: EmailJsFake
let twilio: TwilioFake
let file: string
let errors: jest.SpyInstance

beforeEach(async () => {
  emailjs = await startEmailJsFake(EMAILJS)
  twilio = await startTwilioFake(ACCOUNT)
  file = path.join(mkdtempSync(path.join(tmpdir(), 'after-store-')), 'leads.ndjson')
  jest.spyOn(console, 'info').mockImplementation(() => {})
  errors = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(async () => {
  jest.restoreAllMocks()
  await Promise.all([emailjs.close(), twilio.close()])
})

const configured = (): OwnerAlertEnv =>
  ownerAlertEnv(
    { account: EMAILJS, fake: emailjs },
    { account: ACCOUNT, fake: twilio, from: '+14045550100', to: OWNER_PHONE },
  )

/** Both routes as the app wires them, but kept in a temporary file and scheduled by the test. */
function routes(env: OwnerAlertEnv, hours: () => Promise<OfficeHours> = async () => NO_TUESDAYS) {
  const tasks: Array<() => Promise<void>> = []
  const afterStore = afterStoring({
    schedule: (task) => void tasks.push(task),
    officeHours: hours,
    alert: (request, options) =>
      sendOwnerAlert(request, { ...options, setting: resolveOwnerAlertSetting(env), siteUrl: SITE, timeoutMs: 2000 }),
    record: (id, outcome, promisedBy) => recordOwnerAlert(id, outcome, promisedBy, { source: starter, file }),
    // Each test a server of its own: the app's claims are shared by every handler in the process.
    claims: createOnce({ name: 'owner-alert-claims', ttlMs: 60_000 }),
  })
  let clock = TUESDAY_MORNING.getTime()
  const common = {
    store: (document: RequestDocument) => storeRequest(document, { source: starter, file }),
    afterStore,
    ticketKey: () => KEY,
    limiter: createSplitRateLimiter({ name: 'requests', ...REQUEST_RATE_LIMIT }),
    usedTickets: createOnce({ name: 'tickets-used', ttlMs: 60_000 }),
    now: () => new Date(clock),
  }
  const requests = createRequestsHandler({ ...common, uuid: () => 'ignored' })
  const contact = createContactHandler({
    ...common,
    confirm: (id, reason) => confirmRequest(id, reason, { source: starter, file }),
    contacts: async () => ({ phone: '(770) 555-0142', officeHours: NO_TUESDAYS.days, holidays: [] }),
    uuid: () => '5d1c7a2e-8f3b-4c6d-9e0a-1b2c3d4e5f60',
  })
  const headers = { origin: SITE, host: 'care.example' }
  return {
    tasks,
    afterStore,
    wait: (ms: number) => void (clock += ms),
    /** Runs what after() would have run once the answer had gone. */
    runAfter: () => Promise.all(tasks.splice(0).map((task) => task())),
    postRequest: (id: string, fields: Record<string, string> = CONSULTATION, token = TICKET) =>
      requests(
        new Request(`${SITE}/api/leads`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'consultation', id, page: '/', elapsedMs: 9000, fields, token }),
        }),
      ),
    postForm: (fields: Record<string, string>) =>
      contact(
        new Request(`${SITE}/api/contact`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
  }
}

const UUID = '3f2a9c4e-7b1d-4e8a-9f00-1c2d3e4f5a6b'
const storedAlert = async (id: string) => (await readRequests(file)).find((request) => request._id === id)?.ownerAlert

describe('after a request is stored', () => {
  it('answers the family first, then alerts the owner by e-mail and text and records it on the request', async () => {
    const site = routes(configured())
    const response = await site.postRequest(UUID)
    // The answer is out while nothing has been sent: the alert waits for after().
    expect(response.status).toBe(201)
    expect(site.tasks).toHaveLength(1)
    expect(emailjs.requests).toHaveLength(0)
    expect(twilio.requests).toHaveLength(0)
    expect(await storedAlert(`lead.${UUID}`)).toBeUndefined()

    const started = Date.now()
    await site.runAfter()
    expect(Date.now() - started).toBeLessThan(5000)
    expect(twilio.texts).toEqual([
      {
        to: OWNER_PHONE,
        from: '+14045550100',
        body: 'New consultation request: Ruth E., Gwinnett, care within a week. Call (770) 555-0199',
      },
    ])
    expect(emailjs.emails).toHaveLength(1)
    // The promise comes from the content's hours (no Tuesdays), not the defaults.
    expect(emailjs.emails[0]!.params).toMatchObject({
      alert_kind: 'Consultation request',
      lead_id: `lead.${UUID}`,
      reply_promise: "We'll call you by 9:00 tomorrow morning.",
    })
    const sent = [...twilio.requests, ...emailjs.requests].map((request) => request.body).join('\n')
    for (const detail of ['dementia', 'fell', 'My parent']) expect(sent).not.toContain(detail)
    expect(await storedAlert(`lead.${UUID}`)).toEqual({
      email: { status: 'sent', at: expect.any(String) },
      text: { status: 'sent', at: expect.any(String), sentTo: 1 },
    })
    // The promise the e-mail repeats is kept on the request, for the second alert: 9:00 on Wednesday, in Georgia.
    const [stored] = (await readRequests(file)).filter((request) => request._id === `lead.${UUID}`)
    expect(stored?.promisedBy).toBe('2026-03-11T13:00:00.000Z')
  })

  it('alerts a request once, however many times and by whichever path it is handed on (six quick "Not spam" presses)', async () => {
    const site = routes(configured())
    await site.postRequest(UUID)
    const [document] = (await readRequests(file)).filter((request) => request._id === `lead.${UUID}`)
    for (let press = 0; press < 6; press++) site.afterStore(document!)
    await site.runAfter()
    expect(emailjs.emails).toHaveLength(1)
    expect(twilio.texts).toHaveLength(1)
  })

  it('records a channel that failed beside the one that worked', async () => {
    const site = routes(configured())
    twilio.failNext('error')
    expect((await site.postRequest(UUID)).status).toBe(201)
    await site.runAfter()
    expect(await storedAlert(`lead.${UUID}`)).toEqual({
      email: { status: 'sent', at: expect.any(String) },
      text: { status: 'failed', at: expect.any(String), reason: 'serverError', httpStatus: 500 },
    })
    // Tried once more, then given up; logged with the request's id only.
    expect(twilio.requests).toHaveLength(2)
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/Ruth|555-0199|30043/)
  })

  it('attempts nothing when neither channel is set up, and records that', async () => {
    const site = routes({})
    expect((await site.postRequest(UUID)).status).toBe(201)
    await site.runAfter()
    expect(emailjs.requests).toHaveLength(0)
    expect(twilio.requests).toHaveLength(0)
    expect(await storedAlert(`lead.${UUID}`)).toEqual({
      email: { status: 'notConfigured', missing: ['EMAILJS_ALERT_TEMPLATE_ID', 'EMAILJS_PRIVATE_KEY'] },
      text: { status: 'notConfigured', missing: expect.arrayContaining(['TWILIO_ACCOUNT_SID', 'OWNER_ALERT_TEXT_TO']) },
    })
  })

  it('alerts about nothing that was not kept', async () => {
    const site = routes(configured())
    expect((await site.postRequest(UUID, { ...CONSULTATION, phone: 'not a phone' })).status).toBe(422)
    expect((await site.postRequest('6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', { name: 'x' })).status).toBe(422)
    expect(site.tasks).toHaveLength(0)
  })

  it('alerts about nothing kept as spam: a flood must not ring the owner’s phone', async () => {
    const site = routes(configured())
    expect((await site.postRequest(UUID, CONSULTATION, '')).status).toBe(201)
    expect((await readRequests(file))[0]).toMatchObject({ _id: `lead.${UUID}`, status: 'spam' })
    expect(site.tasks).toHaveLength(0)
  })

  it('alerts the owner about a form posted without scripts once a person confirms it, and says when we will answer', async () => {
    const site = routes(configured())
    const response = await site.postForm({ kind: 'consultation', ...CONSULTATION })
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('One more step: confirm your request')
    // In Spam until confirmed: nothing announced yet.
    expect(site.tasks).toHaveLength(0)

    site.wait(8000)
    const ticket = /name="confirm" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const confirmed = await site.postForm({ confirm: ticket })
    expect(confirmed.status).toBe(200)
    // The confirmation carries no answers, so the promise does not say how: "reply", not "call".
    expect(await confirmed.text()).toContain('Your request has reached us. We&#39;ll reply by 9:00 tomorrow morning.')
    await site.runAfter()
    expect(twilio.texts).toHaveLength(1)
    expect(await storedAlert('lead.5d1c7a2e-8f3b-4c6d-9e0a-1b2c3d4e5f60')).toMatchObject({
      text: { status: 'sent' },
      email: { status: 'sent' },
    })
  })

  it('goes with the default hours when the content cannot be read in time', async () => {
    const stalled = () => new Promise<OfficeHours>(() => {})
    const outcome: OwnerAlertOutcome = {
      email: { status: 'notConfigured', missing: [] },
      text: { status: 'notConfigured', missing: [] },
    }
    const alert = jest.fn(async () => outcome)
    const record = jest.fn(async () => true)
    const tasks: Array<() => Promise<void>> = []
    // A Saturday morning in Georgia: by the default hours, the family was promised 9:00 on Monday morning.
    const request = { _id: 'lead.x', kind: 'message', submittedAt: '2026-03-14T13:41:00Z' } as RequestDocument
    afterStoring({ schedule: (task) => void tasks.push(task), officeHours: stalled, alert, record, hoursWaitMs: 50 })(
      request,
    )
    await tasks[0]!()
    expect(alert).toHaveBeenCalledWith(request, { officeHours: DEFAULT_OFFICE_HOURS })
    expect(record).toHaveBeenCalledWith('lead.x', outcome, '2026-03-16T13:00:00.000Z')
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /office hours could not be read for lead\.x \(no answer within 50 ms\)/,
    )
  })

  it("alerts about a caregiver's application without a promise to repeat, and reads no office hours for it", async () => {
    const officeHours = jest.fn(async () => NO_TUESDAYS)
    const alert = jest.fn(async () => ({}) as OwnerAlertOutcome)
    const tasks: Array<() => Promise<void>> = []
    const application = { _id: 'lead.z', kind: 'application' } as RequestDocument
    afterStoring({ schedule: (task) => void tasks.push(task), officeHours, alert, record: async () => true })(
      application,
    )
    await tasks[0]!()
    expect(alert).toHaveBeenCalledWith(application, {})
    expect(officeHours).not.toHaveBeenCalled()
  })

  it('costs the family nothing when the alert cannot even be scheduled', async () => {
    const outside: Schedule = () => {
      throw new Error('`after` was called outside a request scope.')
    }
    const alert = jest.fn()
    expect(() =>
      afterStoring({ schedule: outside, officeHours: async () => NO_TUESDAYS, alert })({
        _id: 'lead.y',
      } as RequestDocument),
    ).not.toThrow()
    expect(alert).not.toHaveBeenCalled()
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/Could not schedule the owner alert for lead\.y/)
  })
})
