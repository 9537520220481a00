import { CONSULTATION_WORDING, MESSAGE_WORDING, describeSendError, failureMessages, successMessage } from './failures'

describe('why a send failed, and what the visitor reads', () => {
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

  it('says what went, then when we will reply', () => {
    const promise = "We'll reply by 9:00 on Monday morning."
    expect(successMessage('emailed', promise)).toBe(
      "Message sent successfully. Thanks for contacting us! We'll reply by 9:00 on Monday morning.",
    )
    expect(successMessage('stored', promise)).toBe(
      "We have your request. Thanks for contacting us! We'll reply by 9:00 on Monday morning.",
    )
    expect(successMessage('stored', '')).toBe(
      'We have your request. Thanks for contacting us! We will be in touch soon.',
    )
  })

  it('words each failure for what the form sends, in plain sentences', () => {
    const consultation = failureMessages(CONSULTATION_WORDING)
    const message = failureMessages(MESSAGE_WORDING)
    expect(consultation.tooFast).toBe(
      'That was quicker than we expected. Please check your request, then press Send Request again.',
    )
    expect(consultation.notConfigured).toBe(
      'Our consultation form is not working at the moment, and your request was not sent.',
    )
    expect(message.notConfigured).toBe('Our contact form is not working at the moment, and your message was not sent.')
    for (const words of [...Object.values(consultation), ...Object.values(message)]) {
      expect(words).toMatch(/^[A-Z].{20,}\.$/)
    }
  })
})
