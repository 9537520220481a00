import {
  addDays,
  agencyMoment,
  clockWords,
  clockWordsWithHalf,
  daysBetween,
  isIsoDate,
  wallTime,
  weekdayOf,
} from '@/lib/time/agency-time'
import { evaluateInTimeZone, VISITOR_ZONES } from '../../testing/unit/time-zone'

describe("the agency's clock", () => {
  it('reads Eastern Standard Time in winter and Eastern Daylight Time in summer', () => {
    expect(wallTime(new Date('2026-01-15T13:00:00Z'))).toEqual({ date: '2026-01-15', weekday: 4, minutes: 8 * 60 })
    expect(wallTime(new Date('2026-07-15T12:00:00Z'))).toEqual({ date: '2026-07-15', weekday: 3, minutes: 8 * 60 })
  })

  it('puts a moment after midnight in Georgia on the next day, even while it is still evening in UTC', () => {
    // 00:30 on Saturday in Georgia is 04:30 UTC; 23:59 on Friday is 03:59 UTC.
    expect(wallTime(new Date('2026-06-06T04:30:00Z'))).toEqual({ date: '2026-06-06', weekday: 6, minutes: 30 })
    expect(wallTime(new Date('2026-06-06T03:59:00Z'))).toEqual({
      date: '2026-06-05',
      weekday: 5,
      minutes: 23 * 60 + 59,
    })
  })

  it('finds the moment a wall-clock time names, on both sides of each change', () => {
    expect(agencyMoment('2026-03-07', 8 * 60).toISOString()).toBe('2026-03-07T13:00:00.000Z')
    expect(agencyMoment('2026-03-08', 8 * 60).toISOString()).toBe('2026-03-08T12:00:00.000Z')
    expect(agencyMoment('2026-10-31', 8 * 60).toISOString()).toBe('2026-10-31T12:00:00.000Z')
    expect(agencyMoment('2026-11-01', 8 * 60).toISOString()).toBe('2026-11-01T13:00:00.000Z')
    // Midnight at the end of a day is the next day's first moment.
    expect(agencyMoment('2026-11-01', 24 * 60).toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })

  it('reads a time the March change skips as the hour after it, and a doubled November time as its first showing', () => {
    // 2:30 am on 8 March 2026 never shows: clocks go from 1:59 to 3:00 (EDT, 07:00 UTC).
    expect(agencyMoment('2026-03-08', 2 * 60 + 30).toISOString()).toBe('2026-03-08T07:30:00.000Z')
    // 1:30 am on 1 November 2026 shows twice; first in EDT (05:30 UTC), then in EST (06:30 UTC).
    expect(agencyMoment('2026-11-01', 60 + 30).toISOString()).toBe('2026-11-01T05:30:00.000Z')
  })

  it('counts calendar days across the changes and the turn of the year', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08')
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(3)
    expect(weekdayOf('2026-03-08')).toBe(0)
    expect(weekdayOf('2026-11-26')).toBe(4)
  })

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-11-26')).toBe(true)
    expect(['2026-02-30', '2026-13-01', '26-11-26', '2026-11-26T00:00', '', null].some(isIsoDate)).toBe(false)
  })

  it('says the time as a clock shows it', () => {
    expect(clockWords(new Date('2026-03-09T13:00:00Z'))).toBe('9:00')
    expect(clockWords(new Date('2026-03-09T16:30:00Z'))).toBe('12:30')
    expect(clockWordsWithHalf(new Date('2026-03-09T14:02:00Z'))).toBe('10:02 am')
    expect(clockWordsWithHalf(new Date('2026-03-09T19:05:00Z'))).toBe('3:05 pm')
    expect(clockWordsWithHalf(new Date('2026-03-09T04:15:00Z'))).toBe('12:15 am')
  })

  it.each(VISITOR_ZONES)("reads Georgia's date and time on a device set to %s", (zone) => {
    const seen = evaluateInTimeZone(
      zone,
      { time: 'lib/time/agency-time.ts' },
      `[time.wallTime(new Date('2026-06-06T03:59:00Z')), time.agencyMoment('2026-03-08', 480).toISOString()]`,
    )
    expect(seen).toEqual([{ date: '2026-06-05', weekday: 5, minutes: 23 * 60 + 59 }, '2026-03-08T12:00:00.000Z'])
  })
})
