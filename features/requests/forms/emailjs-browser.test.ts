import { visitorBounds } from '../model/day-bounds'
import { ENGLISH_CHECKS } from '../model/english-checks'
import { APPLICATION } from '../model/application'
import { CONSULTATION } from '../model/consultation'
import { MESSAGE } from '../model/message'
import type { RequestModel } from '../model/request'
import { readForm, validate } from '../model/validate'
import { templateFor, templateParams } from './emailjs-browser'

const TYPED = {
  name: 'Dorothy Pearson',
  phone: '678–555–0199',
  email: '',
  zip: '30043',
  careRecipient: 'parent',
  services: ['Companionship Care', 'Personal Care'],
  howSoon: 'week',
  startDate: '12/7/2026',
  hoursPerWeek: 'Three mornings',
  payment: ['private', 'va'],
  bestTimeToCall: 'morning',
  notes: 'Line one\r\nLine two',
}

/** The answers as the form reads and checks them before sending. */
function checked(typed: Record<string, string | string[]>, model: RequestModel = CONSULTATION) {
  const data = new FormData()
  for (const [name, value] of Object.entries(typed)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  }
  const result = validate(model, readForm(model, data), visitorBounds(new Date(2026, 10, 24, 9)), ENGLISH_CHECKS)
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.values
}

describe('what EmailJS is sent', () => {
  it('a message: the four fields under the template’s names, the Inbox entry and when we will reply', () => {
    const values = { name: 'Ann', email: 'ann@example.com', subject: 'Care', message: 'Mornings.' }
    expect(templateParams(MESSAGE, values, 'lead.1', "We'll reply within the hour.")).toEqual({
      from_name: 'Ann',
      email: 'ann@example.com',
      subject: 'Care',
      message: 'Mornings.',
      lead_id: 'lead.1',
      reply_promise: "We'll reply within the hour.",
      language: 'en',
    })
    // Never "undefined" in the auto-reply: empty when not known.
    expect(templateParams(MESSAGE, values, 'lead.1').reply_promise).toBe('')
  })

  it('a consultation request: every answer in words, with a subject and a summary for the message template', () => {
    const params = templateParams(CONSULTATION, checked(TYPED), 'lead.2', "We'll call you by 9:00 tomorrow morning.")
    expect(params).toEqual({
      request_type: 'consultation',
      from_name: 'Dorothy Pearson',
      phone: '(678) 555-0199',
      email: '',
      zip: '30043',
      care_for: 'My parent',
      services: 'Companionship Care, Personal Care',
      how_soon: 'Within a week',
      preferred_language: '',
      start_date: 'Monday, December 7, 2026',
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
        'Who needs care: My parent',
        'Services: Companionship Care, Personal Care',
        'How soon: Within a week',
        'Preferred start date: Monday, December 7, 2026',
        'Hours or days a week: Three mornings',
        'How care will be paid: Private pay, VA benefits',
        'Best time to call: Morning (8 am to noon)',
        'Anything else: Line one\nLine two',
      ].join('\n'),
      lead_id: 'lead.2',
      reply_promise: "We'll call you by 9:00 tomorrow morning.",
      language: 'en',
    })
    // Every value EmailJS gets is a string.
    expect(Object.values(params).every((value) => typeof value === 'string')).toBe(true)
  })

  it('leaves out of the summary what was not answered', () => {
    const params = templateParams(
      CONSULTATION,
      checked({ ...TYPED, services: [], payment: [], notes: ' ', startDate: '', bestTimeToCall: '' }),
      'lead.3',
    )
    expect(params.message).not.toMatch(/Services|Anything else|start date|Best time/)
    expect(params).toMatchObject({ services: '', start_date: '', start_date_iso: '', call_time: '' })
  })

  it('a caregiver’s application: every answer in words, the consent recorded, with a subject and a summary', () => {
    const params = templateParams(
      APPLICATION,
      checked(
        {
          name: 'Keisha Brown',
          phone: '',
          email: 'keisha@example.com',
          zip: '30034',
          counties: ['Dekalb', 'Clayton'],
          shifts: ['7am-3pm', 'weekends'],
          experience: 'threeToFive',
          certifications: ['cna'],
          driving: 'licenseAndCar',
          availableFrom: '12/1/2026',
          heardFrom: 'caregiver',
          referredBy: 'Angela Moss',
          notes: '',
          backgroundCheck: 'yes',
        },
        APPLICATION,
      ),
      'lead.4',
    )
    expect(params).toEqual({
      request_type: 'application',
      // No promise is made to an applicant; the parameter is there, empty, as in every template.
      reply_promise: '',
      language: 'en',
      from_name: 'Keisha Brown',
      phone: '',
      email: 'keisha@example.com',
      zip: '30034',
      counties: 'Dekalb, Clayton',
      shifts: '7 am to 3 pm, Weekends',
      experience: '3 to 5 years',
      certifications: 'CNA',
      driving: 'A driver’s license and a car',
      available_from: 'Tuesday, December 1, 2026',
      available_from_iso: '2026-12-01',
      heard_from: 'A caregiver who works for you',
      referred_by: 'Angela Moss',
      notes: '',
      background_check: 'Yes',
      subject: 'Caregiver application from Keisha Brown (ZIP 30034)',
      message: expect.stringContaining('Shifts they can work: 7 am to 3 pm, Weekends\n'),
      lead_id: 'lead.4',
    })
    expect(params.message).toContain('Background check understood: Yes')
    expect(params.message).not.toMatch(/Phone|Anything else/)
  })

  it('uses each kind’s own template, or the message template when there is none', () => {
    const account = { serviceId: 's', templateId: 'template_message', publicKey: 'k' }
    const own = { ...account, consultationTemplateId: 'template_c', applicationTemplateId: 'template_a' }
    expect(templateFor('message', own)).toBe('template_message')
    expect(templateFor('consultation', account)).toBe('template_message')
    expect(templateFor('consultation', own)).toBe('template_c')
    expect(templateFor('application', account)).toBe('template_message')
    expect(templateFor('application', own)).toBe('template_a')
  })
})
