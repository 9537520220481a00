import { LANGUAGE_CODES, localeOf } from '@/lib/i18n/languages'
import { dayInWords, isoDay, parseDay } from './calendar-day'
import { addYears, serverBounds, visitorBounds } from './day-bounds'

// A fixed "now", in the visitor's own time zone, late in the evening: the date must not slip to tomorrow.
const NOW = new Date(2026, 10, 24, 23, 30)

describe('calendar days', () => {
  it('reads a date picker’s value and an American’s typing alike', () => {
    expect(parseDay('2026-12-07')).toEqual({ year: 2026, month: 12, day: 7 })
    expect(parseDay('12/7/2026')).toEqual({ year: 2026, month: 12, day: 7 })
    expect(parseDay(' 12-07-2026 ')).toEqual({ year: 2026, month: 12, day: 7 })
  })

  it.each(['', 'tomorrow', '2026-02-30', '13/01/2026', '2026-13-01', '7 December', '12/7/26'])(
    'refuses %p as a day',
    (value) => expect(parseDay(value)).toBeNull(),
  )

  it('knows leap years', () => {
    expect(parseDay('2028-02-29')).not.toBeNull()
    expect(parseDay('2027-02-29')).toBeNull()
    expect(addYears({ year: 2028, month: 2, day: 29 }, 1)).toEqual({ year: 2029, month: 2, day: 28 })
  })

  it('says a day in words, weekday first, and as a date input takes it', () => {
    expect(dayInWords({ year: 2026, month: 12, day: 7 })).toBe('Monday, December 7, 2026')
    expect(dayInWords({ year: 2027, month: 1, day: 1 })).toBe('Friday, January 1, 2027')
    expect(isoDay({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05')
  })

  it.each(LANGUAGE_CODES)('says it as %s writes a whole date', (language) => {
    const day = dayInWords({ year: 2026, month: 12, day: 7 }, language)
    expect(day).toContain('2026')
    expect(day).toContain(
      new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 7)),
    )
  })

  it('bounds a visitor’s date by their own today, to two years on', () => {
    expect(visitorBounds(NOW)).toEqual({
      earliest: { year: 2026, month: 11, day: 24 },
      latest: { year: 2028, month: 11, day: 24 },
    })
  })

  it('bounds it on the server a day wider each way, for visitors in every time zone', () => {
    // 02:00 UTC on 25 November: the 24th in Hawaii (UTC−10), already the 25th in Kiribati (UTC+14).
    expect(serverBounds(new Date('2026-11-25T02:00:00Z'))).toEqual({
      earliest: { year: 2026, month: 11, day: 24 },
      latest: { year: 2028, month: 11, day: 25 },
    })
  })
})
