import { paymentWords, weAcceptSentence } from './payment-words'

describe('how care is paid for, from the one list', () => {
  it('says what is accepted and what is not, in each language', () => {
    expect(paymentWords(['private', 'longTermCare', 'veterans'], ['medicaid', 'medicare'], 'en')).toEqual({
      accepted: 'private pay, long term care insurance and VA benefits paid to you',
      notAccepted: 'Medicaid, including Georgia’s Elderly and Disabled Waiver (EDWP) or Medicare',
    })
    expect(paymentWords(['private'], ['medicare'], 'es')).toEqual({
      accepted: 'pago particular (de su bolsillo)',
      notAccepted: 'Medicare',
    })
    expect(paymentWords(['private'], ['medicaid', 'medicare'], 'es').notAccepted).toMatch(/ ni Medicare$/)
  })

  it('never says a way is both accepted and not, and leaves out what it does not know', () => {
    expect(paymentWords(['private', 'bitcoin'], ['private', 'barter'], 'en')).toEqual({
      accepted: 'private pay',
      notAccepted: null,
    })
  })

  it('builds the "We accept" sentence, and nothing without a known way', () => {
    expect(weAcceptSentence(['private', 'card', 'longTermCare'], 'en')).toBe(
      'We accept private pay, card payment online and long term care insurance.',
    )
    expect(weAcceptSentence(['bitcoin'], 'en')).toBeNull()
    expect(weAcceptSentence(null, 'es')).toBeNull()
  })
})
