import { durationWords, isWaitingOverAnHour, LATE_AFTER_MINUTES, waitedMinutes } from './waiting-time'
import { DEFAULT_OFFICE_HOURS } from '@/lib/office-hours'
import { replyPromise } from '@/lib/reply-promise'

// Moments in UTC with Georgia's time (EDT, UTC-4, in March after the 8th).
const hours = DEFAULT_OFFICE_HOURS
const at = (iso: string) => new Date(iso)

describe('how long a request has waited', () => {
  it('counts office hours only: a request at 11 pm is not late at 7 am, and is at 9 am', () => {
    const night = { submittedAt: '2026-03-11T03:00:00Z' } // Tuesday 11 pm
    expect(waitedMinutes(night, at('2026-03-11T11:00:00Z'), hours)).toBe(0) // Wednesday 7 am
    expect(isWaitingOverAnHour(night, at('2026-03-11T11:00:00Z'), hours)).toBe(false)
    expect(isWaitingOverAnHour(night, at('2026-03-11T12:59:00Z'), hours)).toBe(false) // 8:59
    expect(isWaitingOverAnHour(night, at('2026-03-11T13:00:00Z'), hours)).toBe(true) // 9:00
  })

  it('stops counting at the first contact', () => {
    const answered = { submittedAt: '2026-03-10T14:00:00Z', firstContactedAt: '2026-03-10T14:25:00Z' }
    expect(waitedMinutes(answered, at('2026-03-12T14:00:00Z'), hours)).toBe(25)
    expect(isWaitingOverAnHour(answered, at('2026-03-12T14:00:00Z'), hours)).toBe(false)
    expect(waitedMinutes({ submittedAt: 'yesterday' }, at('2026-03-12T14:00:00Z'), hours)).toBeNull()
  })

  it('lists a request as late no later than the time the family was promised', () => {
    // Every quarter hour of a week: at the promise's deadline, the request is on the list.
    for (let quarter = 0; quarter < 7 * 96; quarter++) {
      const sent = new Date(Date.UTC(2026, 2, 9, 4) + quarter * 15 * 60_000)
      const { by } = replyPromise(sent, hours)
      expect([sent.toISOString(), isWaitingOverAnHour({ submittedAt: sent.toISOString() }, by!, hours)]).toEqual([
        sent.toISOString(),
        true,
      ])
    }
    expect(LATE_AFTER_MINUTES).toBe(60)
  })

  it('reads as the Inbox shows it', () => {
    expect([0, 45, 60, 80, 200.4].map(durationWords)).toEqual(['0 min', '45 min', '1 h', '1 h 20 min', '3 h 20 min'])
  })
})
