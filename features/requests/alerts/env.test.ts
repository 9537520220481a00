/**
 * The owner's alert channels, as the environment sets them up: each on, or
 * off with the variables still to set and what to fix, never echoing a
 * secret or an owner's number.
 */
import { MAX_ALERT_NUMBERS, OWNER_ALERT_VARIABLES, resolveOwnerAlertSetting } from './env'

describe("the owner's alert channels", () => {
  const SID = `AC${'0123456789abcdef'.repeat(2)}`
  const email = {
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key',
    EMAILJS_ALERT_TEMPLATE_ID: 'template_alert',
    EMAILJS_PRIVATE_KEY: 'private-key',
  }
  const text = {
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: 'auth-token',
    TWILIO_FROM: '(404) 555-0100',
    OWNER_ALERT_TEXT_TO: '770-555-0142; +1 678 555 0150, (770) 555-0142',
  }

  it('are off, with nothing to fix, when none of their own variables is set', () => {
    // The contact form's EmailJS ids alone do not switch the alert e-mail on.
    expect(resolveOwnerAlertSetting({ NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_x', TWILIO_API_HOST: '' })).toEqual({
      email: { config: null, missing: ['EMAILJS_ALERT_TEMPLATE_ID', 'EMAILJS_PRIVATE_KEY'], problems: [] },
      text: { config: null, missing: [...OWNER_ALERT_VARIABLES.text], problems: [] },
    })
  })

  it("send e-mail with the contact form's service and key, the alert template and the private key", () => {
    expect(resolveOwnerAlertSetting(email).email).toEqual({
      config: {
        serviceId: 'service_x',
        publicKey: 'public-key',
        templateId: 'template_alert',
        privateKey: 'private-key',
        apiHost: 'https://api.emailjs.com',
      },
    })
    expect(resolveOwnerAlertSetting({ ...email, EMAILJS_API_HOST: 'http://127.0.0.1:4100/' }).email).toMatchObject({
      config: { apiHost: 'http://127.0.0.1:4100' },
    })
  })

  it("text each of the owner's numbers once, as +1 and ten digits", () => {
    expect(resolveOwnerAlertSetting(text).text).toEqual({
      config: {
        accountSid: SID,
        authToken: 'auth-token',
        from: '+14045550100',
        to: ['+17705550142', '+16785550150'],
        apiHost: 'https://api.twilio.com',
      },
    })
    const service = `MG${'a'.repeat(32)}`
    expect(resolveOwnerAlertSetting({ ...text, TWILIO_FROM: service }).text).toMatchObject({
      config: { from: service },
    })
  })

  it('name every variable still to set when a channel is half set up', () => {
    expect(resolveOwnerAlertSetting({ EMAILJS_PRIVATE_KEY: 'private-key' }).email).toEqual({
      config: null,
      missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'EMAILJS_ALERT_TEMPLATE_ID'],
      problems: [
        'NEXT_PUBLIC_EMAILJS_SERVICE_ID is not set.',
        'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY is not set.',
        'EMAILJS_ALERT_TEMPLATE_ID is not set.',
      ],
    })
    expect(resolveOwnerAlertSetting({ ...text, TWILIO_AUTH_TOKEN: ' ' }).text).toMatchObject({
      config: null,
      missing: ['TWILIO_AUTH_TOKEN'],
    })
  })

  it("set up texts without OWNER_ALERT_TEXT_TO: the numbers may be the Studio's (Alerts to your phone)", () => {
    expect(resolveOwnerAlertSetting({ ...text, OWNER_ALERT_TEXT_TO: '' }).text).toMatchObject({
      config: { accountSid: text.TWILIO_ACCOUNT_SID, to: [] },
    })
    // The variable alone is still a half set-up channel: the account's three are named.
    expect(resolveOwnerAlertSetting({ OWNER_ALERT_TEXT_TO: '(770) 555-0142' }).text).toMatchObject({
      config: null,
      missing: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    })
  })

  it("refuse values that cannot work, naming the variable and never echoing a secret or an owner's number", () => {
    const setting = resolveOwnerAlertSetting({
      ...text,
      TWILIO_ACCOUNT_SID: 'SK123',
      TWILIO_FROM: 'Hearthside',
      OWNER_ALERT_TEXT_TO: '(770) 555-0142, 555-01',
      TWILIO_API_HOST: 'api.twilio.com',
    }).text
    expect(setting.config).toBeNull()
    const problems = setting.config ? [] : setting.problems
    expect(problems).toEqual([
      expect.stringMatching(/^TWILIO_ACCOUNT_SID "SK123" is not a Twilio account SID/),
      expect.stringMatching(/^TWILIO_FROM "Hearthside" is neither a US number/),
      'OWNER_ALERT_TEXT_TO: number 2 is not a US number with area code.',
      expect.stringMatching(/^TWILIO_API_HOST "api.twilio.com" is not a URL/),
    ])
    expect(problems.join(' ')).not.toMatch(/555-0142|auth-token/)
  })

  it(`text at most ${MAX_ALERT_NUMBERS} numbers`, () => {
    const numbers = Array.from({ length: MAX_ALERT_NUMBERS + 1 }, (_, i) => `(770) 555-010${i}`).join(',')
    expect(resolveOwnerAlertSetting({ ...text, OWNER_ALERT_TEXT_TO: numbers }).text).toMatchObject({
      config: null,
      problems: [`OWNER_ALERT_TEXT_TO lists ${MAX_ALERT_NUMBERS + 1} numbers: at most ${MAX_ALERT_NUMBERS}.`],
    })
  })

  it('are never NEXT_PUBLIC_, so no build writes them into browser code', () => {
    for (const name of [...OWNER_ALERT_VARIABLES.email, ...OWNER_ALERT_VARIABLES.text]) {
      expect(name).not.toMatch(/^NEXT_PUBLIC_/)
    }
  })
})
