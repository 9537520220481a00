import { blankFields, describeSendError, FAILURE_MESSAGES } from '@/components/contact/rules'

describe('the contact form rules', () => {
  it.each([
    [{ status: 0, text: 'Network Error' }, 'network', '0 Network Error'],
    [{ status: 429, text: 'Too Many Requests' }, 'throttled', '429 Too Many Requests'],
    [{ status: 403, text: 'Forbidden' }, 'blocked', '403 Forbidden'],
    [{ status: 451, text: 'Unavailable For Headless Browser' }, 'headless', '451 Unavailable For Headless Browser'],
    [{ status: 400, text: 'The template ID is invalid' }, 'server', '400 The template ID is invalid'],
    ['The public key is required', 'server', 'The public key is required'],
    [new TypeError('Failed to fetch'), 'network', 'Failed to fetch'],
    [new Error('boom'), 'server', 'boom'],
  ])('explains %p as %s', (error, reason, text) => {
    expect(describeSendError(error)).toEqual({ reason, text })
  })

  it('has a plain-words message for every reason', () => {
    for (const message of Object.values(FAILURE_MESSAGES)) expect(message).toMatch(/^[A-Z].{20,}\.$/)
  })

  it('treats a field of spaces as empty', () => {
    expect(blankFields({ from_name: 'Ann', email: 'a@b.co', subject: ' \n ', message: '\t' })).toEqual([
      'subject',
      'message',
    ])
    expect(blankFields({ from_name: 'Ann', email: 'a@b.co', subject: 'Hi', message: 'Help' })).toEqual([])
  })
})
