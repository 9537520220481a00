import { CONSULTATION } from './consultation'
import { requestDocument, requestTime, requestTitle } from './stored'
import { MESSAGE } from './message'

const now = new Date('2026-03-14T13:41:00Z')

describe('a request as the Inbox keeps it', () => {
  it('a message: the four fields as plain text, the kind, the page, the time and status new', () => {
    const values = { name: 'Ann', email: 'ann@example.com', subject: '<b>Hi</b>', message: '<script>x</script>' }
    const document = requestDocument(MESSAGE, values, {
      uuid: '0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37',
      page: '/about',
      now,
    })
    expect(document).toEqual({
      _id: 'lead.0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37',
      _type: 'lead',
      kind: 'message',
      status: 'new',
      submittedAt: '2026-03-14T13:41:00.000Z',
      sourcePage: '/about',
      language: 'en',
      name: 'Ann',
      email: 'ann@example.com',
      subject: '<b>Hi</b>',
      message: '<script>x</script>',
    })
  })

  it('a consultation request: chosen answers in words, nothing for what was left empty', () => {
    const values = {
      name: 'Dorothy',
      phone: '+17705550199',
      email: '',
      zip: '30043',
      careRecipient: 'parent',
      services: [],
      howSoon: 'asap',
      startDate: '2026-12-07',
      hoursPerWeek: '20 hours',
      payment: ['va', 'private'],
      bestTimeToCall: 'morning',
      notes: '',
    }
    expect(
      requestDocument(CONSULTATION, values, { uuid: '5f1d2c3b-aaaa-4bbb-8ccc-123456789abc', page: '/', now }),
    ).toEqual({
      _id: 'lead.5f1d2c3b-aaaa-4bbb-8ccc-123456789abc',
      _type: 'lead',
      kind: 'consultation',
      status: 'new',
      submittedAt: '2026-03-14T13:41:00.000Z',
      sourcePage: '/',
      language: 'en',
      name: 'Dorothy',
      phone: '+17705550199',
      zip: '30043',
      careRecipient: 'My parent',
      howSoon: 'As soon as possible',
      startDate: '2026-12-07',
      hoursPerWeek: '20 hours',
      payment: ['VA benefits', 'Private pay'],
      bestTimeToCall: 'Morning (8 am to noon)',
    })
  })

  it('is listed by name, kind and the time in Georgia', () => {
    expect(requestTitle({ name: 'Dorothy', kind: 'consultation' })).toBe('Dorothy · Consultation request')
    expect(requestTitle({ name: '', kind: 'message' })).toBe('No name given · Message')
    expect(requestTime('2026-03-14T13:41:00Z')).toBe('Mar 14, 2026, 9:41 AM')
    expect(requestTime(undefined)).toBe('Time not recorded')
  })
})
