import { EMAIL_FORMAT, FILL_IN } from '@/lib/leads/rules'
import {
  CHOOSE_ONE,
  DATE_FORMAT,
  DATE_PAST,
  PHONE_FORMAT,
  PHONE_OR_EMAIL,
  ZIP_FORMAT,
  consultationProblems,
  isCalendarDay,
  isoDay,
  optionLabel,
  type ConsultationFields,
} from '@/lib/leads/consultation-rules'

const CONSULTATION: ConsultationFields = {
  name: 'Dorothy Pearson',
  phone: '(770) 555-0199',
  email: '',
  zip: '30043',
  careRecipient: 'parent',
  services: ['Personal care'],
  howSoon: 'week',
  startDate: '',
  hoursPerWeek: '',
  payment: [],
  bestTimeToCall: '',
  notes: '',
}
const today = { earliestStartDate: '2026-03-14' }

describe('the consultation form’s rules', () => {
  it('accepts step 1 alone, with a phone or an e-mail address', () => {
    expect(consultationProblems(CONSULTATION, today)).toEqual({})
    expect(consultationProblems({ ...CONSULTATION, phone: '', email: 'd@example.com' }, today)).toEqual({})
  })

  it('asks for the required answers and a way to reach the family', () => {
    const empty = { ...CONSULTATION, name: ' ', phone: '', zip: '', careRecipient: '', howSoon: '', services: [] }
    expect(consultationProblems(empty, today)).toEqual({
      name: FILL_IN,
      zip: FILL_IN,
      careRecipient: FILL_IN,
      howSoon: FILL_IN,
      phone: PHONE_OR_EMAIL,
      email: PHONE_OR_EMAIL,
    })
  })

  it('checks the phone, e-mail, ZIP and the chosen answers', () => {
    expect(
      consultationProblems(
        {
          ...CONSULTATION,
          phone: '555-01',
          email: 'nope',
          zip: '3004',
          careRecipient: 'cousin',
          payment: ['private', 'cash'],
        },
        today,
      ),
    ).toEqual({
      phone: PHONE_FORMAT,
      email: EMAIL_FORMAT,
      zip: ZIP_FORMAT,
      careRecipient: CHOOSE_ONE,
      payment: CHOOSE_ONE,
    })
  })

  it('takes a start date from the earliest day on, and refuses one in the past or not on the calendar', () => {
    expect(consultationProblems({ ...CONSULTATION, startDate: '2026-03-14' }, today)).toEqual({})
    expect(consultationProblems({ ...CONSULTATION, startDate: '2026-03-13' }, today)).toEqual({ startDate: DATE_PAST })
    expect(consultationProblems({ ...CONSULTATION, startDate: '2026-02-30' }, today)).toEqual({
      startDate: DATE_FORMAT,
    })
    expect(consultationProblems({ ...CONSULTATION, startDate: 'next week' }, today)).toEqual({
      startDate: DATE_FORMAT,
    })
  })

  it('limits the free-text answers and the services', () => {
    const problems = consultationProblems(
      { ...CONSULTATION, notes: 'x'.repeat(5001), services: Array.from({ length: 21 }, (_, i) => `S${i}`) },
      today,
    )
    expect(problems.notes).toMatch(/^Please shorten your message to 5,000 characters/)
    expect(problems.services).toBe('Please choose at most 20 services.')
    expect(consultationProblems({ ...CONSULTATION, services: [' '] }, today).services).toMatch(/from the list/)
  })

  it('stores the words the family chose, not codes', () => {
    expect(optionLabel('careRecipient', 'spouse')).toBe('My spouse or partner')
    expect(optionLabel('howSoon', 'weeks')).toBe('In 2 to 4 weeks')
    expect(optionLabel('payment', 'medicaidWaiver')).toBe('A Medicaid waiver')
    expect(optionLabel('payment', 'cash')).toBe('')
  })

  it('reads days as the date input gives them', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05')
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2027-02-29')).toBe(false)
  })
})
