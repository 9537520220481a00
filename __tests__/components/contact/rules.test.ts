import {
  blankFields,
  describeSendError,
  FAILURE_MESSAGES,
  FIELD_MAX_CHARS,
  MESSAGE_MAX_CHARS,
  overlongFields,
  tooLongMessage,
} from '@/components/contact/rules'

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

describe('field lengths', () => {
  const fine = { from_name: 'Ann', email: 'a@b.co', subject: 'Hi', message: 'Help' }

  it('names each field longer than it may be, the same on the server as in the browser', () => {
    expect(overlongFields(fine)).toEqual([])
    expect(overlongFields({ ...fine, from_name: 'N'.repeat(FIELD_MAX_CHARS.from_name + 1) })).toEqual(['from_name'])
    expect(overlongFields({ ...fine, message: 'm'.repeat(MESSAGE_MAX_CHARS) })).toEqual([])
    expect(overlongFields({ ...fine, message: 'm'.repeat(MESSAGE_MAX_CHARS + 1) })).toEqual(['message'])
  })

  it('asks for a shorter text in numbers a person can read, never cutting it', () => {
    expect(tooLongMessage('message', 20_001)).toBe(
      'Please shorten your message to 20,000 characters or fewer (it has 20,001), or e-mail us instead.',
    )
    expect(tooLongMessage('subject', 250)).toBe('Please shorten this to 200 characters or fewer (it has 250).')
  })
})
