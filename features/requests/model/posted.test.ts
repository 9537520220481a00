import { checkPostedRequest } from './posted'

const UUID = '0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37'
const now = new Date('2026-03-14T15:00:00Z')
const message = {
  kind: 'message',
  id: UUID,
  page: '/',
  hs_check: '',
  elapsedMs: 5000,
  fields: { name: ' Ann Lee ', email: 'ann@example.com', subject: 'Care', message: 'Mornings.\n' },
}
const consultation = {
  kind: 'consultation',
  page: '/',
  elapsedMs: 9000,
  fields: {
    name: 'Dorothy',
    phone: '770 555 0199',
    zip: '30043',
    careRecipient: 'parent',
    services: ['Personal care', 'Personal care', 'Companionship'],
    howSoon: 'asap',
    startDate: '2026-03-20',
  },
}

describe('the server’s reading of a posted request', () => {
  it('accepts a message and keeps only its four fields, trimmed', () => {
    const result = checkPostedRequest({ ...message, extra: 'ignored', fields: { ...message.fields, x: 1 } }, { now })
    expect(result).toMatchObject({
      ok: true,
      request: {
        id: UUID,
        page: '/',
        values: { name: 'Ann Lee', email: 'ann@example.com', subject: 'Care', message: 'Mornings.' },
      },
    })
    expect(result.ok && result.request.model.kind).toBe('message')
    expect(result.ok && Object.keys(result.request.values)).toEqual(['name', 'email', 'subject', 'message'])
  })

  it('accepts a consultation request with step 2 left out, normalised, services named once', () => {
    const result = checkPostedRequest(consultation, { now })
    if (!result.ok) throw new Error(JSON.stringify(result))
    expect(result.request.values).toMatchObject({
      phone: '+17705550199',
      email: '',
      notes: '',
      services: ['Personal care', 'Companionship'],
    })
    expect(result.request.id).toBeUndefined()
  })

  it.each([
    ['not an object', 'hello'],
    ['no fields', { ...message, fields: undefined }],
    ['an unknown kind', { ...message, kind: 'complaint' }],
    ['an id that is not a UUID', { ...message, id: '../settings' }],
    ['a page that is not a path', { ...message, page: 'https://evil.example/' }],
    ['a page with a line break', { ...message, page: '/\nSet-Cookie: x' }],
    ['a field that is not text', { ...message, fields: { ...message.fields, subject: { $ne: '' } } }],
    ['services that are not a list', { ...consultation, fields: { ...consultation.fields, services: 'all' } }],
    ['a list of things that are not text', { ...consultation, fields: { ...consultation.fields, services: [1] } }],
    ['a honeypot that is not text', { ...message, hs_check: 1 }],
    ['a ticket that is not text', { ...message, token: 1 }],
    ['a ticket far longer than one', { ...message, token: 'v1.'.repeat(100) }],
  ])('refuses %s with 400', (_, body) => {
    expect(checkPostedRequest(body, { now })).toMatchObject({ ok: false, status: 400, error: 'badRequest' })
  })

  it('passes on the ticket, and notes what gives a script away: the honeypot filled, a claim of haste', () => {
    expect(checkPostedRequest({ ...message, token: 'v1.x' }, { now })).toMatchObject({
      ok: true,
      request: { token: 'v1.x', spamSigns: [] },
    })
    expect(checkPostedRequest({ ...message, hs_check: 'https://spam.example' }, { now })).toMatchObject({
      ok: true,
      request: { spamSigns: ['honeypot'] },
    })
    for (const elapsedMs of [2999, undefined, Number.NaN, '5000']) {
      expect(checkPostedRequest({ ...message, elapsedMs }, { now })).toMatchObject({
        ok: true,
        request: { spamSigns: ['hurried'] },
      })
    }
  })

  it('names each field to fix, in the words the form uses', () => {
    const result = checkPostedRequest(
      { ...message, fields: { ...message.fields, email: 'ann', message: ' ' } },
      { now },
    )
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: 'invalid',
      message: 'Some answers need another look.',
      fields: {
        email: 'Please enter an e-mail address, for example name@example.com.',
        message: 'Please fill in this field.',
      },
    })
    const past = checkPostedRequest(
      { ...consultation, fields: { ...consultation.fields, startDate: '2026-03-01' } },
      { now },
    )
    expect(past).toMatchObject({ status: 422, fields: { startDate: /has passed/ } })
  })
})
