import {
  CONSULTATION_FAILURES,
  PHONE_PROBLEM,
  REACH_PROBLEM,
  ZIP_PROBLEM,
  consultationParams,
  consultationTemplate,
  phoneProblem,
  readRequest,
  requestSubject,
  requestSummary,
  tooLong,
  zipProblem,
  type ConsultationRequest,
} from '@/components/contact/consultation-rules'
import { FAILURE_MESSAGES } from '@/components/contact/rules'

const NOW = new Date(2026, 10, 24, 9)

const REQUEST: ConsultationRequest = {
  from_name: 'Dorothy Pearson',
  phone: '(678) 555-0199',
  email: '',
  zip: '30043',
  care_for: 'parent',
  services: ['Companionship Care', 'Personal Care'],
  how_soon: 'week',
  start_date: '2026-12-07',
  hours: 'Three mornings',
  payment: ['private', 'va'],
  call_time: 'morning',
  notes: 'Line one\nLine two',
}

describe('the consultation form’s rules', () => {
  it('wants a 5-digit ZIP code', () => {
    expect(zipProblem('30043')).toBeNull()
    expect(zipProblem(' 30043 ')).toBeNull()
    for (const zip of ['3004', '300433', '30043-1234', 'ABCDE', '']) expect(zipProblem(zip)).toBe(ZIP_PROBLEM)
  })

  it('wants a US phone, or an e-mail instead', () => {
    expect(phoneProblem('(678) 555-0199', '')).toBeNull()
    expect(phoneProblem('+1 678.555.0199', '')).toBeNull()
    expect(phoneProblem('', 'a@example.com')).toBeNull()
    expect(phoneProblem('  ', ' ')).toBe(REACH_PROBLEM)
    expect(phoneProblem('555-0199', 'a@example.com')).toBe(PHONE_PROBLEM)
  })

  it('asks for long answers to be shortened, never cuts them', () => {
    expect(tooLong('notes', 'x'.repeat(5000))).toBeNull()
    expect(tooLong('notes', 'x'.repeat(5001))).toBe('Please shorten this to 5,000 characters or fewer (it has 5,001).')
    expect(tooLong('zip', 'x'.repeat(5001))).toBeNull()
  })

  it('reads every answer from a form, checkboxes included', () => {
    const data = new FormData()
    for (const [name, value] of Object.entries(REQUEST)) {
      for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
    }
    data.append('hs_check', '')
    expect(readRequest(data)).toEqual(REQUEST)
    expect(readRequest(new FormData())).toMatchObject({ from_name: '', services: [], payment: [] })
  })

  it('sends every answer in words, with a subject and a summary for the message template', () => {
    const params = consultationParams(REQUEST, NOW)
    expect(params).toEqual({
      request_type: 'consultation',
      from_name: 'Dorothy Pearson',
      phone: '(678) 555-0199',
      email: '',
      zip: '30043',
      care_for: 'My parent',
      services: 'Companionship Care, Personal Care',
      how_soon: 'Within a week',
      start_date: 'Monday, 7 December 2026',
      start_date_iso: '2026-12-07',
      hours: 'Three mornings',
      payment: 'Private pay, VA benefits',
      call_time: 'Morning (8 am to noon)',
      notes: 'Line one\nLine two',
      subject: 'Free consultation request from Dorothy Pearson (ZIP 30043)',
      message: [
        'Name: Dorothy Pearson',
        'Phone: (678) 555-0199',
        'ZIP code: 30043',
        'Care is for: My parent',
        'Services: Companionship Care, Personal Care',
        'How soon: Within a week',
        'Preferred start date: Monday, 7 December 2026',
        'Hours or days a week: Three mornings',
        'Paying by: Private pay, VA benefits',
        'Best time to call: Morning (8 am to noon)',
        'Anything else: Line one\nLine two',
      ].join('\n'),
    })
    // Every value EmailJS gets is a string.
    expect(Object.values(params).every((value) => typeof value === 'string')).toBe(true)
  })

  it('keeps an answer it does not know as it came, and leaves out what was not answered', () => {
    const summary = requestSummary({ ...REQUEST, care_for: 'neighbour', services: [], payment: [], notes: ' ' }, NOW)
    expect(summary).toContainEqual(['Care is for', 'neighbour'])
    expect(summary.map(([label]) => label)).not.toContain('Services')
    expect(summary.map(([label]) => label)).not.toContain('Anything else')
    expect(requestSubject({ ...REQUEST, from_name: ' ', zip: '' })).toBe('Free consultation request from a visitor')
  })

  it('uses the consultation template, or the message template when there is none', () => {
    const account = { serviceId: 's', templateId: 'template_message', publicKey: 'k' }
    expect(consultationTemplate(account)).toBe('template_message')
    expect(consultationTemplate({ ...account, consultationTemplateId: 'template_c' })).toBe('template_c')
  })

  it('words its failures for a request, as the message form does for a message', () => {
    expect(CONSULTATION_FAILURES.tooFast).toBe(
      'That was quicker than we expected. Please check your request, then press Send Request again.',
    )
    expect(CONSULTATION_FAILURES.notConfigured).toBe(
      'Our consultation form is not working at the moment, and your request was not sent.',
    )
    expect(FAILURE_MESSAGES.notConfigured).toBe(
      'Our contact form is not working at the moment, and your message was not sent.',
    )
    for (const message of Object.values(CONSULTATION_FAILURES)) expect(message).toMatch(/^[A-Z].{20,}\.$/)
  })
})
