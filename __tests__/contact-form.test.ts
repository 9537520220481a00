import { blankFields, describeSendError, emailJsConfig, FAILURE_MESSAGES } from '@/lib/contact-form'

describe('the contact form rules', () => {
  it('names every missing EmailJS variable, and trims the ones that are set', () => {
    expect(emailJsConfig({})).toEqual({
      config: null,
      missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
    })
    expect(
      emailJsConfig({
        NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_1',
        NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '  ',
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: undefined,
      }),
    ).toEqual({ config: null, missing: ['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'] })
    expect(
      emailJsConfig({
        NEXT_PUBLIC_EMAILJS_SERVICE_ID: ' service_1 ',
        NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_1',
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key',
      }),
    ).toEqual({ config: { serviceId: 'service_1', templateId: 'template_1', publicKey: 'key' }, missing: [] })
  })

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
