import { howSoonWords, phoneWords, shortName } from './alert-request'
import { alertCounty } from './county'
import { alertText, TEXT_MAX_CHARS } from './text-message'
import { ZIP_TABLE, countyOfZip } from '@/features/service-area/zip-lookup'
import { consultation, HEALTH_DETAILS, message } from '../../../testing/fixtures/alert-requests'

describe("the owner's text", () => {
  it('says what came in, from whom, where, how soon, and the number to call', () => {
    expect(alertText({ ...consultation, name: 'Ruth Evans' }, 'Gwinnett')).toBe(
      'New consultation request: Ruth E., Gwinnett, care within a week. Call (770) 555-0199',
    )
  })

  it('says "unverified" when the website kept it without the form’s check (its ticket was refused)', () => {
    expect(alertText({ ...consultation, name: 'Ruth Evans', unverified: 'Refused a ticket.' }, 'Gwinnett')).toMatch(
      /^New unverified consultation request: Ruth E\., /,
    )
  })

  it('names the consultation time the family booked first, so that it is the last detail to give way', () => {
    const appointment = 'Phone consultation, Tuesday, December 1, 2:00 p.m., Georgia time'
    expect(alertText({ ...consultation, name: 'Ruth Evans', appointment }, 'Gwinnett')).toBe(
      'New consultation request: Ruth E., booked phone consultation, Tuesday, December 1, 2:00 p.m., Gwinnett, care within a week. Call (770) 555-0199',
    )
  })

  it('never repeats what the family wrote about care or health', () => {
    const texts = [alertText(consultation, 'Gwinnett'), alertText(message, null)]
    for (const detail of [...Object.values(HEALTH_DETAILS).flat(), 'dementia', 'surgery', 'mother']) {
      for (const text of texts) expect(text.toLowerCase()).not.toContain(detail.toLowerCase())
    }
  })

  it('asks for a reply by e-mail when the family gave no phone number', () => {
    expect(alertText(message, null)).toBe('New message: Marcus W. Reply by e-mail: see the Inbox')
    expect(alertText({ ...message, email: undefined }, null)).toBe('New message: Marcus W. See the Inbox')
    expect(alertText({ ...consultation, kind: 'application', howSoon: undefined }, null)).toBe(
      'New job application: Ruth E. Call (770) 555-0199',
    )
  })

  it(`fits one text of ${TEXT_MAX_CHARS} characters, keeping who and the number to call`, () => {
    const long = {
      ...consultation,
      name: `${'Bartholomew'.repeat(5)} ${'Featherstonehaugh'.repeat(8)}`,
      phone: '+44 20 7946 0958 ext 1234567',
    }
    const text = alertText(long, 'A County With An Uncommonly Long Name Indeed, Georgia, United States of America')
    expect(text.length).toBeLessThanOrEqual(TEXT_MAX_CHARS)
    expect(text).toMatch(/^New consultation request: Bartholomew\S* F\./)
    expect(text).toMatch(/ Call \+44 20 7946 0958$/)
    // The urgency gives way before the county.
    const tight = alertText({ ...long, name: 'Ruth Evans' }, 'Q'.repeat(100))
    expect(tight).toBe(`New consultation request: Ruth E., ${'Q'.repeat(100)}. Call +44 20 7946 0958`)
  })

  it('names a person by first name and last initial, in the plain SMS alphabet', () => {
    expect(shortName('Ruth Ellison')).toBe('Ruth E.')
    expect(shortName('  María José   de la Peña ')).toBe('Maria P.')
    expect(shortName('Ruth')).toBe('Ruth')
    expect(shortName('O’Neil-Smith, Ann')).toBe('ONeil-Smith A.')
    expect(shortName('  !! ')).toBe('No name given')
  })

  it('writes US numbers one way whatever the family typed', () => {
    expect(['770-555-0199', '+1 (770) 555 0199', '7705550199', '1.770.555.0199'].map(phoneWords)).toEqual(
      Array(4).fill('(770) 555-0199'),
    )
    expect(phoneWords(undefined)).toBe('')
  })

  it("says how soon in the family's own words, leaving out an answer that says nothing", () => {
    expect(howSoonWords('As soon as possible')).toBe('care as soon as possible')
    expect(howSoonWords('In 2 to 4 weeks')).toBe('care in 2 to 4 weeks')
    expect(howSoonWords('Not sure')).toBe('')
  })
})

describe("the request's county", () => {
  it('comes from the ZIP code: the county holding most of its people', () => {
    expect(countyOfZip('30043', ZIP_TABLE)).toBe('Gwinnett')
    expect(countyOfZip('30004-1234', ZIP_TABLE)).toBe('Fulton')
    expect(countyOfZip('90210', ZIP_TABLE)).toBeNull()
    expect(countyOfZip('300', ZIP_TABLE)).toBeNull()
    expect(countyOfZip(undefined, ZIP_TABLE)).toBeNull()
  })

  it('is the one the request names when it names one', () => {
    expect(alertCounty({ zip: '30043', county: 'DeKalb' }, ZIP_TABLE)).toBe('DeKalb')
    expect(alertCounty({ zip: '30043', county: ' ' }, ZIP_TABLE)).toBe('Gwinnett')
  })
})
