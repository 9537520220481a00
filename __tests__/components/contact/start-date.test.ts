import { addYears, checkStartDate, dayInWords, isoDay, parseDay, today } from '@/components/contact/start-date'

// A fixed "now", in the visitor's own time zone, late in the evening: the date must not slip to tomorrow.
const NOW = new Date(2026, 10, 24, 23, 30)

describe('the preferred start date', () => {
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

  it('says a day in words, weekday first', () => {
    expect(dayInWords({ year: 2026, month: 12, day: 7 })).toBe('Monday, 7 December 2026')
    expect(dayInWords({ year: 2027, month: 1, day: 1 })).toBe('Friday, 1 January 2027')
    expect(isoDay({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05')
    expect(isoDay(today(NOW))).toBe('2026-11-24')
  })

  it('takes today or later, and reads it back', () => {
    expect(checkStartDate('2026-11-24', NOW)).toEqual({
      kind: 'ok',
      day: { year: 2026, month: 11, day: 24 },
      words: 'Tuesday, 24 November 2026',
    })
    expect(checkStartDate('12/7/2026', NOW)).toMatchObject({ kind: 'ok', words: 'Monday, 7 December 2026' })
    expect(checkStartDate('   ', NOW)).toEqual({ kind: 'empty' })
  })

  it('refuses a past date, a far one and half a date, saying why', () => {
    expect(checkStartDate('2026-11-23', NOW)).toEqual({
      kind: 'problem',
      message: 'Monday, 23 November 2026 has passed. Please choose today or a later date.',
    })
    expect(checkStartDate('2029-01-01', NOW)).toMatchObject({ kind: 'problem', message: /more than 2 years away/ })
    expect(checkStartDate('', NOW, true)).toMatchObject({ kind: 'problem', message: /Please finish the date/ })
    expect(checkStartDate('soon', NOW)).toMatchObject({ kind: 'problem', message: /month\/day\/year/ })
  })
})
