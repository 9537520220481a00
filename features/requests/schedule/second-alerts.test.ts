/**
 * The second alert on a fake clock (issue 61): each run is given its moment,
 * the requests are kept in the local file store, and the e-mail and text go
 * to EmailJS and Twilio faked on 127.0.0.1, or to a recorder.
 */
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '@/lib/time/office-hours'
import { resolveOwnerAlertSetting } from '@/features/requests/alerts/env'
import { startEmailJsFake, type EmailJsFake } from '@/testing/emailjs-api'
import { startTwilioFake, type TwilioFake } from '@/testing/twilio-api'
import { ownerAlertEnv } from '@/testing/owner-alert-env'
import { createAlertBudget } from '../alerts/budget'
import { sendOwnerMessage } from '../alerts/send-owner-message'
import { updateRequest } from '../server/file-store'
import { runSecondAlerts, type JobContext } from './second-alerts'
import {
  application,
  BACKUP_PHONE,
  jobContext,
  newLeadsFile,
  recorder,
  REMINDERS,
  storedIn,
  tuesday,
  waiting,
  wednesday,
} from './test-kit'

const OWNER_PHONE = '+17705550142'

let file: string
beforeEach(() => {
  file = newLeadsFile()
  jest.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

const context = (now: Date, send: JobContext['send'], hours?: OfficeHours) => jobContext(file, now, send, hours)
const stored = (id: string) => storedIn(file, id)

describe('the second alert', () => {
  let emailjs: EmailJsFake
  let twilio: TwilioFake
  beforeEach(async () => {
    emailjs = await startEmailJsFake({ serviceId: 's', templateId: 't', publicKey: 'pk', privateKey: 'pr' })
    twilio = await startTwilioFake({ accountSid: `AC${'5'.repeat(32)}`, authToken: 'tok' })
  })
  afterEach(() => Promise.all([emailjs.close(), twilio.close()]))

  it('goes once the promise and the grace have passed, once, to the owner and the backup contact', async () => {
    await waiting(file, 'a1', tuesday('10:00'))
    const setting = resolveOwnerAlertSetting(
      ownerAlertEnv(
        { account: { serviceId: 's', templateId: 't', publicKey: 'pk', privateKey: 'pr' }, fake: emailjs },
        {
          account: { accountSid: `AC${'5'.repeat(32)}`, authToken: 'tok' },
          fake: twilio,
          from: '+14045550100',
          to: OWNER_PHONE,
        },
      ),
    )
    const budget = createAlertBudget()
    const send: JobContext['send'] = (message, channels) =>
      sendOwnerMessage(message, channels, {
        setting,
        budget,
        studioSettings: async () => ({ read: false, why: 'noProject' }),
        retryDelayMs: 10,
      })

    // The promise was 11:00; ten minutes' grace.
    expect(await runSecondAlerts(context(tuesday('11:05'), send))).toBe('none due')
    expect(twilio.texts).toHaveLength(0)
    await runSecondAlerts(context(tuesday('11:10'), send))
    expect(twilio.texts.map(({ to }) => to).sort()).toEqual([BACKUP_PHONE, OWNER_PHONE].sort())
    expect(twilio.texts[0]!.body).toBe(
      'Still waiting past our promise: 1 family. Ruth E. (consultation request, promised 11:00 am). Call (770) 555-0199',
    )
    expect(emailjs.emails).toHaveLength(1)
    expect(emailjs.emails[0]!.params).toMatchObject({
      alert_kind: 'Still waiting past our promise: 1 family',
      backup_email: 'backup@example.com',
      lead_id: 'lead.a1',
    })
    // Recorded on the request, for the Inbox; and never again.
    expect((await stored('a1'))?.secondAlert).toMatchObject({ text: { status: 'sent' }, email: { status: 'sent' } })
    expect(await runSecondAlerts(context(tuesday('11:11'), send))).toBe('none due')
    expect(twilio.texts).toHaveLength(2)
    expect(emailjs.emails).toHaveLength(1)
  })
})

it('sends nothing for a request marked Contacted before the promise ran out', async () => {
  await waiting(file, 'b1', tuesday('10:00'))
  await updateRequest('lead.b1', { status: 'contacted', firstContactedAt: tuesday('10:40').toISOString() }, file)
  const { sent, send } = recorder()
  expect(await runSecondAlerts(context(tuesday('11:30'), send))).toBe('none due')
  expect(sent).toEqual([])
})

it('puts every request due at the same moment in one message, and leaves applications out', async () => {
  await waiting(file, 'c1', tuesday('09:00'))
  await waiting(file, 'c2', tuesday('09:20'))
  await application(file, 'c3', tuesday('09:00'))
  const { sent, send } = recorder()
  await runSecondAlerts(context(tuesday('10:45'), send))
  expect(sent.map(({ channels }) => channels)).toEqual([['text'], ['email']])
  expect(sent[0]!.message.text).toMatch(/^Still waiting past our promise: 2 families\. Ruth E\. .*10:00 am.*10:20 am/)
  expect(sent[1]!.message.email.reply_promise).toContain('promised 10:20 am')
})

it('holds a second alert due while the office is closed until it opens, unless the owner wants it at any hour', async () => {
  // Closing at 5:05 pm on Tuesday: the promise of 5:00 pm and its grace run out after closing.
  const hours: OfficeHours = {
    days: DEFAULT_OFFICE_HOURS.days.map((day) => (day.day === 'tuesday' ? { ...day, closes: '17:05' } : day)),
    holidays: [],
  }
  await waiting(file, 'd1', tuesday('16:00'))
  const { sent, send } = recorder()
  expect(await runSecondAlerts(context(tuesday('17:10'), send, hours))).toBe('none due')
  expect(await runSecondAlerts(context(wednesday('07:59'), send, hours))).toBe('none due')
  expect(sent).toEqual([])
  await runSecondAlerts(context(wednesday('08:00'), send, hours))
  expect(sent).toHaveLength(2)

  await waiting(file, 'd2', tuesday('16:00'))
  const anyHour = {
    ...context(tuesday('17:10'), recorder().send, hours),
    reminders: { ...REMINDERS, outsideHours: true },
  }
  const late = recorder()
  await runSecondAlerts({ ...anyHour, send: late.send })
  expect(late.sent).toHaveLength(2)
})

it('tries a channel that failed again on a later run, and never sends the one that went twice', async () => {
  await waiting(file, 'e1', tuesday('10:00'))
  // The e-mail service is down at the first run, back at the second.
  const { sent, send } = recorder((channel, call) => (channel === 'email' && call <= 2 ? 'failed' : 'sent'))
  await runSecondAlerts(context(tuesday('11:10'), send))
  expect((await stored('e1'))?.secondAlert).toMatchObject({
    email: { status: 'failed', tries: 1 },
    text: { status: 'sent' },
  })
  await runSecondAlerts(context(tuesday('11:11'), send))
  expect(sent.map(({ channels }) => channels.join())).toEqual(['text', 'email', 'email'])
  expect((await stored('e1'))?.secondAlert).toMatchObject({ email: { status: 'sent' }, text: { status: 'sent' } })
  await runSecondAlerts(context(tuesday('11:12'), send))
  expect(sent).toHaveLength(3)
})

it('never sends twice what a run that stopped mid-way had claimed', async () => {
  await waiting(file, 'f1', tuesday('10:00'))
  await updateRequest('lead.f1', { secondAlert: { claimedAt: tuesday('11:10').toISOString() } }, file)
  const { sent, send } = recorder()
  await runSecondAlerts(context(tuesday('11:12'), send))
  await runSecondAlerts(context(tuesday('11:30'), send))
  expect(sent).toEqual([])
  expect((await stored('f1'))?.secondAlert).toMatchObject({ email: { status: 'failed' }, text: { status: 'failed' } })
})
