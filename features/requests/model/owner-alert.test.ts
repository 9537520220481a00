import { ownerAlertWords, type ChannelOutcome } from './owner-alert'

// 14:02 UTC on 10 March 2026 is 10:02 am in Georgia (EDT).
const sent = (at = '2026-03-10T14:02:05.000Z') => ({ status: 'sent' as const, at })
const failed: ChannelOutcome = { status: 'failed', at: '2026-03-10T14:02:09.000Z', reason: 'timeout' }
const off: ChannelOutcome = { status: 'notConfigured', missing: ['TWILIO_ACCOUNT_SID'] }

describe("the Inbox's line about the owner's alert", () => {
  it("names the channels that reached the owner, at the first one's time on Georgia's clock", () => {
    expect(ownerAlertWords({ text: sent(), email: off })).toBe('owner alerted 10:02 am by text')
    expect(ownerAlertWords({ text: sent('2026-03-10T14:03:00Z'), email: sent() })).toBe(
      'owner alerted 10:02 am by text and e-mail',
    )
    expect(ownerAlertWords({ text: off, email: sent('2026-03-10T19:45:00Z') })).toBe('owner alerted 3:45 pm by e-mail')
  })

  it('says which channel failed beside one that worked, and how many phones a text reached', () => {
    expect(ownerAlertWords({ text: failed, email: sent() })).toBe('owner alerted 10:02 am by e-mail; the text failed')
    expect(ownerAlertWords({ text: { ...sent(), sentTo: 1, failedTo: 1 }, email: off })).toBe(
      'owner alerted 10:02 am by text (1 of 2 phones)',
    )
  })

  it('says plainly when no alert reached the owner, and why', () => {
    expect(ownerAlertWords({ text: failed, email: failed })).toBe('owner alert failed (text and e-mail)')
    expect(ownerAlertWords({ text: failed, email: off })).toBe('owner alert failed (text)')
    expect(ownerAlertWords({ text: off, email: off })).toBe('no owner alert set up')
    expect(ownerAlertWords(undefined)).toBe('owner alert not recorded')
    expect(ownerAlertWords({})).toBe('owner alert not recorded')
  })
})

describe('an alert over the site’s alerts an hour', () => {
  it('says no alert went for it, and where the limit is set', () => {
    const held: ChannelOutcome = { status: 'held', at: '2026-03-10T14:02:05.000Z' }
    expect(ownerAlertWords({ text: held, email: { ...held, digest: true } })).toBe(
      'no owner alert: over the alerts an hour (see Alerts to your phone)',
    )
    expect(ownerAlertWords({ text: held, email: sent() })).toBe('owner alerted 10:02 am by e-mail')
  })
})
