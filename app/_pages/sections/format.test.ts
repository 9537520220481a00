import { countUpFrame, easeOutCubic, formatFactNumber } from '@/app/_pages/sections/count-up'
import {
  countiesSentence,
  countyLabel,
  initials,
  joinWords,
  shiftWords,
  longDate,
  textParagraphs,
} from '@/app/_pages/sections/format'
import { isCardBrand } from '@/schemas/singletons/payment'

describe('shiftWords', () => {
  it('says a shift in words, in each language; anything else as typed', () => {
    expect(shiftWords('7am-7pm')).toBe('7 a.m. to 7 p.m.')
    expect(shiftWords('7:30 AM – 3 PM', 'en')).toBe('7:30 a.m. to 3 p.m.')
    expect(shiftWords('7pm-7am', 'es')).toBe('de 7 p. m. a 7 a. m.')
    expect(shiftWords('11pm-7am', 'es')).toBe('de 11 p. m. a 7 a. m.')
    expect(shiftWords('Weekends only', 'es')).toBe('Weekends only')
  })
})

describe('joinWords', () => {
  it('joins with commas and a final "and", skipping empty items', () => {
    expect(joinWords([])).toBe('')
    expect(joinWords(['7am-7pm'])).toBe('7am-7pm')
    expect(joinWords(['7am-7pm', '7pm-7am'])).toBe('7am-7pm and 7pm-7am')
    expect(joinWords(['7am-3pm', null, ' ', '3pm-11pm', '11pm-7am'])).toBe('7am-3pm, 3pm-11pm and 11pm-7am')
  })
})

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Margaret Hill')).toBe('MH')
    expect(initials('  mary ellen  o’brien ')).toBe('MO')
    expect(initials('Cher')).toBe('C')
    expect(initials('"Dot" Jones')).toBe('DJ')
    expect(initials('')).toBe('')
    expect(initials(null)).toBe('')
  })
})

describe('payment methods', () => {
  it('knows the four card brands only', () => {
    expect(['visa', 'mastercard', 'amex', 'discover'].every(isCardBrand)).toBe(true)
    expect(isCardBrand('toString')).toBe(false)
    expect(isCardBrand('diners')).toBe(false)
  })
})

describe('counties', () => {
  it('labels a county with its state', () => {
    expect(countyLabel({ name: 'Cobb', state: 'GA' })).toBe('Cobb County, GA')
    expect(countyLabel({ name: 'Cobb', state: null })).toBe('Cobb County')
    expect(countyLabel({ name: ' ', state: 'GA' })).toBeNull()
  })

  it('names the counties served in one sentence', () => {
    expect(countiesSentence([{ name: 'Cherokee' }, { name: 'Clayton' }, { name: 'Cobb' }])).toBe(
      'Serving Cherokee, Clayton and Cobb counties.',
    )
    expect(countiesSentence([{ name: 'Cobb' }])).toBe('Serving Cobb county.')
    expect(countiesSentence([{ name: null }])).toBeNull()
    expect(countiesSentence(null)).toBeNull()
  })
})

describe('count-up', () => {
  it('eases out from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0)
    expect(easeOutCubic(1)).toBe(1)
    expect(easeOutCubic(2)).toBe(1)
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5)
  })

  it('lands exactly on the value, in whole numbers for whole values', () => {
    expect(countUpFrame(8, 0)).toBe(0)
    expect(countUpFrame(8, 1)).toBe(8)
    expect(countUpFrame(100, 1.2)).toBe(100)
    expect(Number.isInteger(countUpFrame(100, 0.37))).toBe(true)
    expect(countUpFrame(4.5, 1)).toBe(4.5)
  })

  it('formats numbers the same way everywhere', () => {
    expect(formatFactNumber(1234)).toBe('1,234')
    expect(formatFactNumber(100)).toBe('100')
  })
})

describe('dates and paragraphs of the policies', () => {
  it('writes a date field in words, the same day in every time zone', () => {
    expect(longDate('2026-11-24')).toBe('November 24, 2026')
    expect(longDate(' 2027-01-01 ')).toBe('January 1, 2027')
  })

  it('is not fooled by a value that is not a calendar date', () => {
    for (const value of ['2026-02-30', '2026-13-01', '24/11/2026', '', null, undefined]) {
      expect(longDate(value)).toBeNull()
    }
  })

  it('splits plain text into paragraphs at blank lines, dropping empty ones', () => {
    expect(textParagraphs('One.\n\n  \nTwo,\nstill two.\n\n')).toEqual(['One.', 'Two,\nstill two.'])
    expect(textParagraphs('  ')).toEqual([])
    expect(textParagraphs(null)).toEqual([])
  })
})
