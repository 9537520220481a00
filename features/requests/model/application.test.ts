import { APPLICATION, APPLICATION_SUBJECT, BACKGROUND_CHECK_CONSENT } from './application'
import { ENGLISH_CHECKS } from './english-checks'
import { datePassed } from './date-field'
import { visitorBounds } from './day-bounds'
import { requestDocument } from './stored'
import { answersInWords, requestSubject } from './summary'
import { validate, type RawFields } from './validate'
import * as words from './english-checks'

/** What a caregiver who answers only what is needed sends. */
const NEEDED: RawFields = {
  name: 'Keisha Brown',
  phone: '404 555 0123',
  zip: '30034',
  shifts: ['7am-3pm', 'weekends'],
  experience: 'threeToFive',
  backgroundCheck: 'yes',
}
// The applicant's 14 March 2026, in the morning.
const bounds = visitorBounds(new Date(2026, 2, 14, 9, 0))
const check = (fields: RawFields) => validate(APPLICATION, { ...NEEDED, ...fields }, bounds, ENGLISH_CHECKS)

describe('a caregiver’s application: its check', () => {
  it('takes the needed answers alone, with a phone or an e-mail', () => {
    expect(check({}).problems).toEqual({})
    expect(check({ phone: '', email: 'keisha@example.com' }).ok).toBe(true)
  })

  it('asks for a name, a way to reach them, the ZIP code, a shift, the experience and the consent', () => {
    const empty = check({ name: '', phone: '', zip: '', shifts: [], experience: '', backgroundCheck: '' })
    expect(empty.problems).toEqual({
      name: words.FILL_IN,
      phone: words.PHONE_OR_EMAIL,
      email: words.PHONE_OR_EMAIL,
      zip: words.FILL_IN,
      shifts: words.CHOOSE_AT_LEAST_ONE,
      experience: words.CHOOSE_ONE,
      backgroundCheck: words.TICK_TO_AGREE,
    })
  })

  it('takes only a ticked box as the consent, and only the offered shifts and certifications', () => {
    expect(check({ backgroundCheck: 'on' }).problems).toEqual({ backgroundCheck: words.TICK_TO_AGREE })
    expect(check({ backgroundCheck: ' yes ' }).ok).toBe(true)
    expect(check({ shifts: ['7am-3pm', '9to5'], certifications: ['cna', 'rn'] }).problems).toEqual({
      shifts: words.CHOOSE_ONE,
      certifications: words.CHOOSE_ONE,
    })
  })

  it('takes the counties the page offers (from the content), checked for size only', () => {
    expect(check({ counties: ['Gwinnett', 'Dekalb'] }).ok).toBe(true)
    expect(check({ counties: Array.from({ length: 21 }, (_, i) => `County ${i}`) }).problems).toEqual({
      counties: words.tooManyChosen(20),
    })
  })

  it('takes the earliest start date as the consultation’s start date: today on, typed or picked', () => {
    expect(check({ availableFrom: '3/20/2026' }).values.availableFrom).toBe('2026-03-20')
    expect(check({ availableFrom: '2026-03-13' }).problems).toEqual({
      availableFrom: datePassed('Friday, March 13, 2026', ENGLISH_CHECKS.words),
    })
  })
})

describe('a caregiver’s application: as the agency reads it', () => {
  const values = check({
    email: 'keisha@example.com',
    counties: ['Dekalb', 'Clayton'],
    certifications: ['cna', 'cprFirstAid'],
    driving: 'licenseAndCar',
    availableFrom: '2026-04-06',
    heardFrom: 'caregiver',
    referredBy: 'Angela Moss',
    notes: 'Bilingual: English and Spanish.',
  }).values

  it('is kept in words: choices by their labels, the consent as Yes, nothing left empty', () => {
    const document = requestDocument(APPLICATION, values, {
      uuid: '0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37',
      page: '/about',
      now: new Date('2026-03-14T13:41:00Z'),
    })
    expect(document).toEqual({
      _id: 'lead.0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37',
      _type: 'lead',
      kind: 'application',
      status: 'new',
      submittedAt: '2026-03-14T13:41:00.000Z',
      sourcePage: '/about',
      language: 'en',
      name: 'Keisha Brown',
      phone: '+14045550123',
      email: 'keisha@example.com',
      zip: '30034',
      counties: ['Dekalb', 'Clayton'],
      shifts: ['7 am to 3 pm', 'Weekends'],
      experience: '3 to 5 years',
      certifications: ['CNA', 'CPR and First Aid'],
      driving: 'A driver’s license and a car',
      availableFrom: '2026-04-06',
      heardFrom: 'A caregiver who works for you',
      referredBy: 'Angela Moss',
      notes: 'Bilingual: English and Spanish.',
      backgroundCheck: 'Yes',
    })
  })

  it('is e-mailed under a subject the office sorts by, every answer in words', () => {
    expect(requestSubject(APPLICATION, values)).toBe(`${APPLICATION_SUBJECT} from Keisha Brown (ZIP 30034)`)
    expect(Object.fromEntries(answersInWords(APPLICATION, values))).toMatchObject({
      Phone: '(404) 555-0123',
      'Shifts they can work': '7 am to 3 pm, Weekends',
      'Can start from': 'Monday, April 6, 2026',
      'Background check understood': 'Yes',
    })
    expect(BACKGROUND_CHECK_CONSENT).toBe(
      'I understand a national and state background check is a condition of employment.',
    )
  })

  it('asks for nothing the Inbox should not hold: no SSN, date of birth, health details or files', () => {
    const names = APPLICATION.fields.map((field) => field.name.toLowerCase())
    expect(names.filter((name) => /ssn|social|birth|dob|health|medical|resume|file|upload/.test(name))).toEqual([])
  })
})
