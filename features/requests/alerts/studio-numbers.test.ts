/**
 * The alert numbers the owner sets in the Studio ("Alerts to your phone"),
 * read by the server from the Content Lake fake (testing/content-lake.ts)
 * with a token, and what the alert does with them: the Studio's numbers win,
 * OWNER_ALERT_TEXT_TO is the default without a project and the safety net
 * when the read fails, a pause stops every text. And the public API never
 * serves them.
 */
import { DEFAULT_REMINDER_SETTINGS } from '../model/reminders'
import { DEFAULT_API_VERSION, type ContentSource } from '@/lib/env/content'
import { resolveOwnerAlertSetting } from '@/features/requests/alerts/env'
import { startContentLake, type ContentLakeFixture, type FixtureDocument } from '@/testing/content-lake'
import { startTwilioFake, type TwilioFake } from '@/testing/twilio-api'
import { ALERT_SETTINGS_ID, ALERT_SETTINGS_TYPE } from '../model/alert-settings'
import { consultation } from '../../../testing/fixtures/alert-requests'
import { sendOwnerAlert, type AlertLog } from './send-owner-alert'
import { readStudioAlertSettings, textRecipients, type StudioNumbersOptions } from './studio-numbers'

const TOKEN = 'server-read-token'
const ACCOUNT = { accountSid: `AC${'7'.repeat(32)}`, authToken: 'twilio-auth-token-test' }
/** The variable's number, and two the owner typed in the Studio, one of them twice in other punctuation. */
const ENV_NUMBER = '+17705550142'
const STUDIO_TYPED = ['(470) 555-0111', '678.555.0122', '+1 470 555 0111']
const STUDIO_NUMBERS = ['+14705550111', '+16785550122']

const settings = (fields: Record<string, unknown>): FixtureDocument => ({
  _id: ALERT_SETTINGS_ID,
  _type: ALERT_SETTINGS_TYPE,
  ...fields,
})

let lake: ContentLakeFixture
let twilio: TwilioFake
let lines: string[]
const log: AlertLog = { info: (line) => lines.push(line), error: (line) => lines.push(line) }

beforeEach(async () => {
  lake = await startContentLake({ documents: [], token: TOKEN })
  twilio = await startTwilioFake(ACCOUNT)
  lines = []
})
afterEach(async () => Promise.all([lake.close(), twilio.close()]))

const source = (): ContentSource => ({
  kind: 'contentLake',
  projectId: 'alerts',
  dataset: lake.dataset,
  apiVersion: DEFAULT_API_VERSION,
  apiHost: lake.url,
})
const read = (options: StudioNumbersOptions = {}) =>
  readStudioAlertSettings({ source: source(), token: TOKEN, timeoutMs: 2000, ...options })

/** The alert as the server sends it, its text channel set up by the environment, the Studio read as given. */
function alert(envNumbers: string, options: StudioNumbersOptions = {}) {
  const setting = resolveOwnerAlertSetting({
    TWILIO_ACCOUNT_SID: ACCOUNT.accountSid,
    TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
    TWILIO_FROM: '+14045550100',
    OWNER_ALERT_TEXT_TO: envNumbers,
    TWILIO_API_HOST: twilio.url,
  })
  return sendOwnerAlert(consultation, {
    setting,
    studioSettings: () => read(options),
    siteUrl: 'https://www.example.com',
    log,
    timeoutMs: 3000,
    retryDelayMs: 20,
  })
}

describe('the numbers set in the Studio', () => {
  it('are read with the token, normalised by the one phone rule, each once; a draft is not used', async () => {
    lake.upsert(settings({ textNumbers: STUDIO_TYPED, textsPaused: false }))
    lake.upsert({ ...settings({ textNumbers: ['(404) 555-0199'] }), _id: `drafts.${ALERT_SETTINGS_ID}` })
    expect(await read()).toEqual({
      read: true,
      numbers: STUDIO_NUMBERS,
      invalid: [],
      paused: false,
      perHour: 10,
      reminders: DEFAULT_REMINDER_SETTINGS,
    })
    expect(lake.requests.at(-1)).toMatchObject({ authorized: true, perspective: 'published' })
  })

  it('are never served to an anonymous query of the public API, nor found under an id without a path', async () => {
    lake.upsert(settings({ textNumbers: STUDIO_TYPED }))
    const ask = async (query: string, token?: string) => {
      const url = `${lake.url}/v${DEFAULT_API_VERSION}/data/query/${lake.dataset}?query=${encodeURIComponent(query)}`
      const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      return JSON.stringify((await response.json()) as unknown)
    }
    for (const query of [`*[_type == "${ALERT_SETTINGS_TYPE}"]`, '*', `*[_id == "${ALERT_SETTINGS_ID}"]`]) {
      expect(await ask(query)).not.toMatch(/555-0111|textNumbers/)
    }
    // The same query with the server's token does see them: the fake draws the line the real API draws.
    expect(await ask(`*[_type == "${ALERT_SETTINGS_TYPE}"][0].textNumbers`, TOKEN)).toContain('(470) 555-0111')
    expect(ALERT_SETTINGS_ID).toMatch(/^[\w-]+\.[\w-]+$/)
  })

  it('are texted instead of the variable’s numbers, at the next alert after they are published', async () => {
    expect(await alert(ENV_NUMBER)).toMatchObject({ text: { status: 'sent', sentTo: 1 } })
    lake.upsert(settings({ textNumbers: STUDIO_TYPED }))
    expect(await alert(ENV_NUMBER)).toMatchObject({ text: { status: 'sent', sentTo: 2 } })
    expect(twilio.texts.map((text) => text.to)).toEqual([ENV_NUMBER, ...STUDIO_NUMBERS])
  })

  it('switch the texts on by themselves, with no numbers in the environment', async () => {
    lake.upsert(settings({ textNumbers: ['(470) 555-0111'] }))
    expect(await alert('')).toMatchObject({ text: { status: 'sent', sentTo: 1 } })
    expect(twilio.texts.map((text) => text.to)).toEqual(['+14705550111'])
  })

  it('when none are set, the variable’s numbers get the texts; with neither, the text channel says what to set', async () => {
    lake.upsert(settings({ textNumbers: [], textsPaused: false }))
    await alert(ENV_NUMBER)
    expect(twilio.texts.map((text) => text.to)).toEqual([ENV_NUMBER])
    expect((await alert('')).text).toEqual({ status: 'notConfigured', missing: ['OWNER_ALERT_TEXT_TO'] })
    expect(lines.join('\n')).toContain('Add them in the Studio (Alerts to your phone), or set OWNER_ALERT_TEXT_TO')
  })

  it('paused, no phone gets a text, not even the variable’s; the e-mail is another channel', async () => {
    lake.upsert(settings({ textNumbers: STUDIO_TYPED, textsPaused: true }))
    expect((await alert(ENV_NUMBER)).text).toEqual({ status: 'notConfigured', missing: [] })
    expect(twilio.texts).toEqual([])
    expect(lines).toContainEqual(expect.stringContaining('texts are paused in the Studio'))
  })

  it('a wrong entry (were it ever published) is skipped and named by its position, never echoed', async () => {
    lake.upsert(settings({ textNumbers: ['555-01', '(470) 555-0111', 42] }))
    expect(await read()).toMatchObject({ numbers: ['+14705550111'], invalid: [1, 3] })
    await alert(ENV_NUMBER)
    expect(twilio.texts.map((text) => text.to)).toEqual(['+14705550111'])
    expect(lines).toContainEqual(expect.stringContaining('number 1, 3 is not a US number'))
    expect(lines.join('\n')).not.toContain('555-01')
  })
})

describe('when the Studio’s numbers cannot be read, the variable’s numbers are the safety net', () => {
  beforeEach(() => lake.upsert(settings({ textNumbers: STUDIO_TYPED })))

  it('the Content Lake is down (503): texted to the variable’s numbers, the failure logged without a number', async () => {
    lake.setDown(true)
    expect((await alert(ENV_NUMBER)).text).toMatchObject({ status: 'sent', sentTo: 1 })
    expect(twilio.texts.map((text) => text.to)).toEqual([ENV_NUMBER])
    expect(lines).toContainEqual(expect.stringContaining(`could not be read for ${consultation._id} (503)`))
    expect(lines.join('\n')).not.toMatch(/555-01(11|22)/)
  })

  it('a token the Content Lake does not know sees no private document: the variable’s numbers', async () => {
    expect((await alert(ENV_NUMBER, { token: 'a-wrong-token' })).text).toMatchObject({ status: 'sent', sentTo: 1 })
    expect(twilio.texts.map((text) => text.to)).toEqual([ENV_NUMBER])
  })

  it('the Content Lake stalls: the alert waits the short timeout, then texts the variable’s numbers', async () => {
    lake.setStalled(true)
    const started = Date.now()
    const outcome = await alert(ENV_NUMBER, { timeoutMs: 300 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(outcome.text).toMatchObject({ status: 'sent', sentTo: 1 })
    expect(twilio.texts.map((text) => text.to)).toEqual([ENV_NUMBER])
    expect(lines).toContainEqual(expect.stringContaining('no answer within 300 ms'))
    lake.setStalled(false)
  })

  it('without a project or a token nothing is read: the variable’s numbers, as before', async () => {
    expect(await readStudioAlertSettings({ source: { kind: 'starter', apiVersion: DEFAULT_API_VERSION } })).toEqual({
      read: false,
      why: 'noProject',
    })
    expect(await read({ token: '' })).toMatchObject({ read: false })
    expect(lake.requests).toEqual([])
    expect(textRecipients({ read: false, why: 'noProject' }, [ENV_NUMBER])).toEqual({
      to: [ENV_NUMBER],
      from: 'environment',
    })
  })
})
