import { DEFAULT_REMINDER_SETTINGS, MAX_TRIES, pendingChannels, reminderSettings, withOutcomes } from './reminders'

describe('the owner’s reminder settings, as read', () => {
  it('takes what the owner set, checked', () => {
    expect(
      reminderSettings({
        secondAlertGraceMinutes: 30,
        secondAlertOutsideHours: true,
        backupPhone: '(404) 555-0177',
        backupEmail: ' tanya@example.com ',
        secondAlertNote: '  Please call back now  ',
        morningSummary: false,
      }),
    ).toEqual({
      graceMinutes: 30,
      outsideHours: true,
      backupPhone: '+14045550177',
      backupEmail: 'tanya@example.com',
      note: 'Please call back now',
      morningSummary: false,
    })
  })

  it('falls back to the defaults for a half-filled or broken document, never to nothing', () => {
    expect(reminderSettings(null)).toEqual(DEFAULT_REMINDER_SETTINGS)
    expect(
      reminderSettings({ secondAlertGraceMinutes: -5, backupPhone: '555-0177', backupEmail: 'not an address' }),
    ).toEqual(DEFAULT_REMINDER_SETTINGS)
    expect(reminderSettings({ secondAlertGraceMinutes: 2.5 }).graceMinutes).toBe(10)
  })
})

it('counts a failed channel’s tries, and gives up on it after the last', () => {
  let sent = withOutcomes(
    { claimedAt: '2026-03-10T15:10:00Z' },
    {
      text: { status: 'sent', at: '2026-03-10T15:10:01Z' },
      email: { status: 'failed', at: '2026-03-10T15:10:01Z', reason: 'timeout' },
    },
  )
  expect(sent.claimedAt).toBeUndefined()
  expect(pendingChannels(sent)).toEqual(['email'])
  for (let i = 1; i < MAX_TRIES; i++) {
    sent = withOutcomes(sent, { email: { status: 'failed', at: '2026-03-10T15:11:00Z', reason: 'timeout' } })
  }
  expect(sent.email).toMatchObject({ tries: MAX_TRIES })
  expect(pendingChannels(sent)).toEqual([])
})
