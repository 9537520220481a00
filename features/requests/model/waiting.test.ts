import {
  durationWords,
  isWaitingOverAnHour,
  LATE_AFTER_MINUTES,
  lateArrivalCutoff,
  waitedMinutes,
  waitingWords,
} from './waiting'
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '@/lib/time/office-hours'
import { replyPromise } from '@/lib/time/reply-promise'

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

  it('says what a new request has waited, in office time, as its line in the Inbox', () => {
    const request = { submittedAt: '2026-03-10T14:00:00Z' } // Tuesday 10:00 am
    expect(waitingWords(request, at('2026-03-10T14:25:00Z'), hours)).toBe('waiting 25 min')
    expect(waitingWords(request, at('2026-03-10T15:20:00Z'), hours)).toBe('waiting 1 h 20 min, over an hour')
    // Sent at 11 pm, read at 7 am: its clock starts when the office opens.
    const night = { submittedAt: '2026-03-11T03:00:00Z' }
    expect(waitingWords(night, at('2026-03-11T11:00:00Z'), hours)).toBe('waiting from the next opening')
    expect(waitingWords(night, at('2026-03-11T12:30:00Z'), hours)).toBe('waiting 30 min')
    expect(
      waitingWords({ ...request, firstContactedAt: '2026-03-10T14:10:00Z' }, at('2026-03-10T16:00:00Z'), hours),
    ).toBeNull()
    expect(waitingWords({ submittedAt: 'soon' }, at('2026-03-10T16:00:00Z'), hours)).toBeNull()
  })
})

describe('the latest arrival that is late by now', () => {
  const holidayTuesday: OfficeHours = { ...DEFAULT_OFFICE_HOURS, holidays: ['2026-03-10'] }

  it('splits requests exactly as the one-by-one count does: at or before it late, after it not', () => {
    // Now: every 40 minutes of a week that holds a holiday and the clock change of 8 March.
    for (const week of [hours, holidayTuesday]) {
      for (let step = 0; step < (7 * 24 * 60) / 40; step++) {
        const now = new Date(Date.UTC(2026, 2, 7, 5) + step * 40 * 60_000)
        const cutoff = lateArrivalCutoff(now, week)!
        const late = (arrived: Date) => isWaitingOverAnHour({ submittedAt: arrived.toISOString() }, now, week)
        expect([now.toISOString(), late(cutoff), late(new Date(cutoff.getTime() + 60_000))]).toEqual([
          now.toISOString(),
          true,
          false,
        ])
      }
    }
  })

  it('at 7 am on Wednesday reaches back to 5 pm on Tuesday; over a holiday, to Monday', () => {
    expect(lateArrivalCutoff(at('2026-03-11T11:00:00Z'), hours)).toEqual(at('2026-03-10T21:00:00Z'))
    expect(lateArrivalCutoff(at('2026-03-11T11:00:00Z'), holidayTuesday)).toEqual(at('2026-03-09T21:00:00Z'))
    expect(lateArrivalCutoff(at('2026-03-11T11:00:00Z'), { days: [], holidays: [] })).toBeNull()
  })
})
