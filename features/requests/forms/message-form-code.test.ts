import { ENGLISH_CHECKS } from '../model/english-checks'
// Issue 40: the message form is on every page before anyone touches it, so its code must stay small. Reading and
// writing dates (day and month names, their words) belong to the forms with a date, which load on first use.
const mockLoaded: string[] = []
jest.mock('../model/calendar-day', () => {
  mockLoaded.push('calendar-day')
  return jest.requireActual('../model/calendar-day')
})
jest.mock('../model/date-field', () => {
  mockLoaded.push('date-field')
  return jest.requireActual('../model/date-field')
})

describe("the message form's code", () => {
  it('checks a message without loading any date code', async () => {
    const { MESSAGE } = await import('../model/message')
    const { validate } = await import('../model/validate')
    const { visitorBounds } = await import('../model/day-bounds')
    await import('./ContactForm')
    await import('./field-checks')
    const values = { name: 'Ann', email: 'ann@example.com', subject: 'Care', message: 'Hello' }
    expect(validate(MESSAGE, values, visitorBounds(), ENGLISH_CHECKS).ok).toBe(true)
    expect(mockLoaded).toEqual([])
  })

  it('the consultation form brings the date rule', async () => {
    await import('../model/consultation')
    expect(mockLoaded).toEqual(['date-field', 'calendar-day'])
  })
})
