/**
 * The owner's alert against both services' HTTP interfaces, faked on
 * 127.0.0.1 (testing/emailjs-api.ts, testing/twilio-api.ts): what arrives,
 * the single retry, the timeout, the logs, and a channel switched off.
 */
import { DEFAULT_REMINDER_SETTINGS } from '../model/reminders'
import type { AlertRequest } from './alert-request'
import { createAlertBudget } from './budget'
import type { StudioAlertSettings } from './studio-numbers'
import { sendOwnerAlert, type AlertLog, type OwnerAlertOptions } from './send-owner-alert'
import { resolveOwnerAlertSetting, type OwnerAlertEnv } from '@/features/requests/alerts/env'
import { DEFAULT_OFFICE_HOURS } from '@/lib/time/office-hours'
import { startEmailJsFake, type EmailJsFake } from '@/testing/emailjs-api'
import { startTwilioFake, type TwilioFake } from '@/testing/twilio-api'
import { ownerAlertEnv } from '@/testing/owner-alert-env'
import { consultation, HEALTH_DETAILS, message, PERSONAL_DATA } from '../../../testing/fixtures/alert-requests'

const ACCOUNT = { accountSid: `AC${'5'.repeat(32)}`, authToken: 'twilio-auth-token-test' }
const EMAILJS = {
  serviceId: 'service_test',
  templateId: 'template_alert',
  publicKey: 'pk-test',
  privateKey: 'pk-private',
}
const OWNER = '+17705550142'
const DEPUTY = '+16785550150'
const SITE = 'https://www.hearthsidehomecare.example'
// Generous, so a busy test machine never times out a fake that answers; the stall tests use their own.
const TIMEOUT_MS = 3000
const STALL_TIMEOUT_MS = 400

let emailjs: EmailJsFake
let twilio: TwilioFake
let lines: string[]
const log: AlertLog = { info: (line) => lines.push(line), error: (line) => lines.push(line) }

beforeEach(async () => {
  emailjs = await startEmailJsFake(EMAILJS)
  twilio = await startTwilioFake(ACCOUNT)
  lines = []
})
afterEach(async () => {
  await Promise.all([emailjs.close(), twilio.close()])
})

function env(overrides: OwnerAlertEnv = {}): OwnerAlertEnv {
  const to = { from: '+14045550100', to: OWNER }
  return {
    ...ownerAlertEnv({ account: EMAILJS, fake: emailjs }, { account: ACCOUNT, fake: twilio, ...to }),
    ...overrides,
  }
}

function alert(request: AlertRequest = consultation, overrides: OwnerAlertEnv = {}, options: OwnerAlertOptions = {}) {
  return sendOwnerAlert(request, {
    setting: resolveOwnerAlertSetting(env(overrides)),
    siteUrl: SITE,
    officeHours: DEFAULT_OFFICE_HOURS,
    log,
    timeoutMs: TIMEOUT_MS,
    retryDelayMs: 20,
    // A budget of each alert's own: the site's counts every alert of the process (./budget.ts).
    budget: createAlertBudget(),
    ...options,
  })
}

describe("the owner's alert for a stored consultation request", () => {
  it('reaches the owner by e-mail and by text within seconds, with the right words and no health details', async () => {
    const started = Date.now()
    const outcome = await alert()
    expect(Date.now() - started).toBeLessThan(5000)

    expect(outcome).toEqual({
      email: { status: 'sent', at: expect.any(String) },
      text: { status: 'sent', at: expect.any(String), sentTo: 1 },
    })
    expect(twilio.texts).toEqual([
      {
        to: OWNER,
        from: '+14045550100',
        body: 'New consultation request: Ruth E., Gwinnett, care within a week. Call (770) 555-0199',
      },
    ])
    expect(emailjs.emails).toHaveLength(1)
    expect(emailjs.emails[0]).toMatchObject({
      serviceId: EMAILJS.serviceId,
      templateId: EMAILJS.templateId,
      params: {
        alert_kind: 'Consultation request',
        phone_link: 'tel:+17705550199',
        county: 'Gwinnett',
        // Tuesday 10:02 am, in office hours: the promise the family read.
        reply_promise: "We'll call you within the hour.",
        studio_link: `${SITE}/studio/intent/edit/id=${consultation._id};type=lead`,
      },
    })
    const delivered = JSON.stringify([twilio.texts, emailjs.emails])
    for (const detail of Object.values(HEALTH_DETAILS).flat()) expect(delivered).not.toContain(detail)
  })

  it("texts each of the owner's numbers, and counts the one that replied STOP", async () => {
    twilio.stopped.add(DEPUTY)
    const outcome = await alert(consultation, { OWNER_ALERT_TEXT_TO: `${OWNER}, ${DEPUTY}` })
    expect(outcome.text).toEqual({ status: 'sent', at: expect.any(String), sentTo: 1, failedTo: 1 })
    expect(twilio.texts.map((text) => text.to)).toEqual([OWNER])
    expect(lines).toContainEqual(expect.stringMatching(/\(phone 2 of 2\) failed: Twilio answered 400\. .*replied STOP/))
  })

  it('tells a family without a phone number that we will reply, in the e-mail the owner gets', async () => {
    await alert(message)
    expect(emailjs.emails[0]?.params.reply_promise).toBe("We'll reply by 9:00 on Monday morning.")
    expect(twilio.texts[0]?.body).toBe('New message: Marcus W. Reply by e-mail: see the Inbox')
  })
})

describe('a channel that fails', () => {
  it('is tried once more after a 500, and counts as sent when the second try works', async () => {
    emailjs.failNext('error', 1)
    const outcome = await alert()
    expect(outcome.email).toEqual({ status: 'sent', at: expect.any(String) })
    expect(emailjs.requests.map((request) => request.failed)).toEqual(['error', null])
    expect(lines).toContainEqual(
      expect.stringMatching(/e-mail alert for lead\.\S+ failed \(EmailJS answered 500\); trying once more/),
    )
  })

  it('is tried exactly twice when the service keeps answering 500, and the other channel still goes', async () => {
    emailjs.failNext('error')
    const outcome = await alert()
    expect(outcome.email).toEqual({ status: 'failed', at: expect.any(String), reason: 'serverError', httpStatus: 500 })
    expect(emailjs.requests).toHaveLength(2)
    expect(outcome.text.status).toBe('sent')
    expect(lines).toContainEqual(expect.stringMatching(/e-mail alert for lead\.\S+ failed twice: EmailJS answered 500/))
  })

  it('gives up on a stalled service after the timeout, twice, in about two timeouts', async () => {
    twilio.failNext('stall')
    const started = Date.now()
    const outcome = await alert(consultation, {}, { timeoutMs: STALL_TIMEOUT_MS })
    const took = Date.now() - started
    expect(outcome.text).toEqual({ status: 'failed', at: expect.any(String), reason: 'timeout' })
    expect(twilio.requests).toHaveLength(2)
    expect(took).toBeGreaterThanOrEqual(2 * STALL_TIMEOUT_MS)
    expect(took).toBeLessThan(2 * STALL_TIMEOUT_MS + 3000)
    expect(lines).toContainEqual(
      expect.stringMatching(/text alert for lead\.\S+ failed twice: no answer within 400 ms/),
    )
  })

  it('is tried once more when the connection is refused or cut', async () => {
    await twilio.setDown(true)
    emailjs.failNext('drop')
    const calls: string[] = []
    const counting: typeof fetch = (input, init) => {
      calls.push(String(input))
      return fetch(input, init)
    }
    const outcome = await alert(consultation, {}, { fetch: counting })
    expect(outcome.text).toMatchObject({ status: 'failed', reason: 'refused' })
    expect(outcome.email).toMatchObject({ status: 'failed', reason: 'network' })
    expect(calls.filter((url) => url.startsWith(twilio.url))).toHaveLength(2)
    expect(emailjs.requests).toHaveLength(2)
  })

  it('is not retried when refused for what it is (a wrong key), and the log says what to check', async () => {
    const outcome = await alert(consultation, { TWILIO_AUTH_TOKEN: 'wrong-token', EMAILJS_PRIVATE_KEY: 'wrong-key' })
    expect(outcome.text).toMatchObject({ status: 'failed', reason: 'rejected', httpStatus: 401 })
    expect(outcome.email).toMatchObject({ status: 'failed', reason: 'rejected', httpStatus: 403 })
    expect(twilio.requests).toHaveLength(1)
    expect(emailjs.requests).toHaveLength(1)
    expect(lines).toContainEqual(
      expect.stringMatching(/Twilio answered 401\. Check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/),
    )
    expect(lines).toContainEqual(expect.stringMatching(/EmailJS answered 403\. .*non-browser applications/))
  })

  it('is logged without a word of the request: no name, number, e-mail address or ZIP code', async () => {
    twilio.failNext('stall', 4) // both phones, both tries
    emailjs.failNext('error', 2)
    await alert(consultation, { OWNER_ALERT_TEXT_TO: `${OWNER},${DEPUTY}` }, { timeoutMs: 1000 })
    await alert(message, { TWILIO_AUTH_TOKEN: 'wrong-token' })
    // Retries, failures twice, a refusal and a success: every kind of line the alert writes.
    for (const kind of [
      /trying once more\.$/,
      /failed twice: no answer/,
      /failed twice: EmailJS answered 500/,
      /Twilio answered 401/,
      /was sent\.$/,
    ]) {
      expect(lines).toContainEqual(expect.stringMatching(kind))
    }
    const logged = lines.join('\n')
    for (const personal of [...PERSONAL_DATA, ...Object.values(HEALTH_DETAILS).flat()]) {
      expect(logged).not.toContain(personal)
    }
    // Nor the owner's numbers or the secrets.
    for (const secret of ['5550142', '5550150', ACCOUNT.authToken, EMAILJS.privateKey])
      expect(logged).not.toContain(secret)
  })
})

describe('a channel not set up', () => {
  it('attempts nothing, and records which variables would switch it on', async () => {
    const calls: unknown[] = []
    const outcome = await sendOwnerAlert(consultation, {
      budget: createAlertBudget(),
      setting: resolveOwnerAlertSetting({}),
      siteUrl: SITE,
      log,
      fetch: async (...args) => {
        calls.push(args)
        throw new Error('no call expected')
      },
    })
    expect(outcome).toEqual({
      email: { status: 'notConfigured', missing: ['EMAILJS_ALERT_TEMPLATE_ID', 'EMAILJS_PRIVATE_KEY'] },
      text: {
        status: 'notConfigured',
        missing: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'OWNER_ALERT_TEXT_TO'],
      },
    })
    expect(calls).toEqual([])
    expect(lines).toEqual([])
  })

  it('when half set up, attempts nothing and logs the variable to fix', async () => {
    const outcome = await alert(consultation, { TWILIO_AUTH_TOKEN: '' })
    expect(outcome.text).toEqual({ status: 'notConfigured', missing: ['TWILIO_AUTH_TOKEN'] })
    expect(twilio.requests).toEqual([])
    expect(outcome.email.status).toBe('sent')
    expect(lines).toContainEqual(
      '[alerts] The text alert is off: TWILIO_AUTH_TOKEN is not set. (docs/operations.md, "Owner alerts")',
    )
  })
})

describe('sendOwnerAlert never throws', () => {
  it('even with a request of the wrong shape and settings that cannot be read', async () => {
    const broken = { _id: 'lead.x', kind: 'consultation', name: 42, submittedAt: 'never' } as never
    await expect(alert(broken)).resolves.toMatchObject({ text: { status: 'failed', reason: 'error' } })
    const unreadable = Object.defineProperty({}, 'email', {
      get() {
        throw new Error('settings unreadable')
      },
    })
    await expect(alert(consultation, {}, { setting: unreadable as never })).resolves.toEqual({
      email: { status: 'failed', at: expect.any(String), reason: 'error' },
      text: { status: 'failed', at: expect.any(String), reason: 'error' },
    })
    expect(lines).toContainEqual(
      '[alerts] Could not alert the owner about lead.3f2a9c4e-7b1d-4e8a-9f00-1c2d3e4f5a6b: settings unreadable',
    )
  })
})

describe("the site's alerts an hour", () => {
  it('alerts up to the limit, then sends one digest per channel saying more are waiting, then holds the rest', async () => {
    const budget = createAlertBudget()
    const studioSettings = async (): Promise<StudioAlertSettings> => ({
      read: true,
      numbers: [OWNER],
      invalid: [],
      paused: false,
      perHour: 2,
      reminders: DEFAULT_REMINDER_SETTINGS,
    })
    const outcomes = []
    for (let i = 0; i < 5; i++) outcomes.push(await alert(consultation, {}, { budget, studioSettings }))
    expect(outcomes.map(({ text, email }) => [text.status, email.status])).toEqual([
      ['sent', 'sent'],
      ['sent', 'sent'],
      ['held', 'held'],
      ['held', 'held'],
      ['held', 'held'],
    ])
    expect(outcomes[2]).toMatchObject({ text: { digest: true }, email: { digest: true } })
    expect(outcomes[3]!.text).not.toHaveProperty('digest')
    expect(twilio.texts).toHaveLength(3)
    expect(twilio.texts[2]!.body).toMatch(
      /^More requests than your alert limit \(2 an hour\)\. Texts resume at .*\. Every request is in the Inbox\.$/,
    )
    expect(emailjs.emails).toHaveLength(3)
    expect(emailjs.emails[2]!.params).toMatchObject({
      alert_kind: 'More requests than your alert limit',
      from_name: 'More than 2 requests this hour',
    })
  })
})
