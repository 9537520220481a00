import { serverBounds, visitorBounds } from './day-bounds'
import { ENGLISH_CHECKS } from './english-checks'
import { CONSULTATION } from './consultation'
import { DATE_FORMAT } from './english-checks'
import { validate, type RawFields } from './validate'
import * as words from './english-checks'

const STEP_ONE: RawFields = {
  name: 'Dorothy Pearson',
  phone: '(770) 555-0199',
  zip: '30043',
  careRecipient: 'parent',
  services: ['Personal care'],
  howSoon: 'week',
}
// The visitor's 14 March 2026, in the morning.
const bounds = visitorBounds(new Date(2026, 2, 14, 9, 0))
const check = (fields: RawFields) => validate(CONSULTATION, { ...STEP_ONE, ...fields }, bounds, ENGLISH_CHECKS)

describe('the consultation request’s check', () => {
  it('accepts step 1 alone, with a phone or an e-mail address', () => {
    expect(check({}).problems).toEqual({})
    expect(check({ phone: '', email: 'd@example.com' }).ok).toBe(true)
  })

  it('asks for the required answers and a way to reach the family', () => {
    const empty = check({ name: ' ', phone: '', zip: '', careRecipient: '', howSoon: '', services: [] })
    expect(empty.problems).toEqual({
      name: words.FILL_IN,
      zip: words.FILL_IN,
      careRecipient: words.CHOOSE_ONE,
      howSoon: words.CHOOSE_ONE,
      phone: words.PHONE_OR_EMAIL,
      email: words.PHONE_OR_EMAIL,
    })
  })

  it('checks the phone, e-mail, ZIP and the chosen answers', () => {
    const wrong = check({
      phone: '555-01',
      email: 'nope',
      zip: '3004',
      careRecipient: 'cousin',
      payment: ['private', 'cash'],
      bestTimeToCall: 'midnight',
    })
    expect(wrong.problems).toEqual({
      phone: words.PHONE_FORMAT,
      email: words.EMAIL_FORMAT,
      zip: words.ZIP_FORMAT,
      careRecipient: words.CHOOSE_ONE,
      payment: words.CHOOSE_ONE,
      bestTimeToCall: words.CHOOSE_ONE,
    })
  })

  it.each([
    ['(770) 555-0199'],
    ['770/555/0199'],
    ['770–555–0199'],
    ['770—555—0199'],
    ['Cell 770 555 0199'],
    ['+1 770.555.0199'],
    ['1-770-555-0199'],
  ])('takes the phone %s, and keeps it as +17705550199', (phone) => {
    expect(check({ phone })).toMatchObject({ ok: true, values: { phone: '+17705550199' } })
  })

  it.each([['555-0199'], ['(170) 555-0199'], ['(770) 155-0199'], ['770 555 0199 ext 12'], ['+44 20 7946 0958']])(
    'refuses %s as a US phone number',
    (phone) => {
      expect(check({ phone }).problems).toEqual({ phone: words.PHONE_FORMAT })
    },
  )

  it('keeps a ZIP+4 code’s five digits, and a typed date as YYYY-MM-DD', () => {
    expect(check({ zip: ' 30043-1234 ', startDate: '12/7/2026' }).values).toMatchObject({
      zip: '30043',
      startDate: '2026-12-07',
    })
  })

  it('takes a start date from the visitor’s today for two years, and says why it refuses one', () => {
    expect(check({ startDate: '2026-03-14' }).ok).toBe(true)
    expect(check({ startDate: '3/13/2026' }).problems).toEqual({
      startDate: 'Friday, March 13, 2026 has passed. Please choose today or a later date.',
    })
    expect(check({ startDate: '2028-03-15' }).problems.startDate).toMatch(
      /^Wednesday, March 15, 2028 is more than 2 years/,
    )
    expect(check({ startDate: '2026-02-30' }).problems).toEqual({ startDate: DATE_FORMAT })
    expect(check({ startDate: 'next week' }).problems).toEqual({ startDate: DATE_FORMAT })
  })

  it('asks for shorter answers rather than cutting them, counting a posted line break once', () => {
    expect(check({ notes: 'x'.repeat(5001) }).problems.notes).toBe(
      'Please shorten your message to 5,000 characters or fewer (it has 5,001), or e-mail us instead.',
    )
    expect(check({ notes: 'ab\r\n'.repeat(1250) }).ok).toBe(true)
    expect(check({ hoursPerWeek: 'x'.repeat(201) }).problems.hoursPerWeek).toBe(words.tooLong(200, 201))
    expect(check({ services: Array.from({ length: 21 }, (_, i) => `Service ${i}`) }).problems.services).toBe(
      words.tooManyChosen(20),
    )
  })

  it('normalises: trimmed text, one kind of line break, no control characters, services named once', () => {
    const { values } = check({
      name: '  Dorothy\u0000 Pearson ',
      notes: 'Line one\r\nLine two\r',
      services: [' Personal care ', 'Personal care', ''],
    })
    expect(values).toMatchObject({ name: 'Dorothy Pearson', notes: 'Line one\nLine two', services: ['Personal care'] })
  })

  it('gives the same verdict to what it normalised (the server re-checks what the browser sends)', () => {
    const first = check({ phone: '770–555–0199', startDate: '12/7/2026', zip: '30043 1234' })
    expect(validate(CONSULTATION, first.values, bounds, ENGLISH_CHECKS)).toEqual(first)
  })

  it('on the server, takes every day some visitor on Earth can call today', () => {
    // 02:00 UTC on 15 March is still the 14th in Georgia and in Hawaii.
    const server = serverBounds(new Date('2026-03-15T02:00:00Z'))
    expect(validate(CONSULTATION, { ...STEP_ONE, startDate: '2026-03-14' }, server, ENGLISH_CHECKS).ok).toBe(true)
    expect(validate(CONSULTATION, { ...STEP_ONE, startDate: '2026-03-13' }, server, ENGLISH_CHECKS).ok).toBe(false)
  })
})
