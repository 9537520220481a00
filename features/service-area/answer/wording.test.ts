import type { AreaAnswer } from '../table/lookup'
import { answerWords, countiesPhrase, listWords } from './wording'

describe('answer wording', () => {
  it('lists like a person would', () => {
    expect(listWords([])).toBe('')
    expect(listWords(['Fulton'])).toBe('Fulton')
    expect(listWords(['Cobb', 'Fulton'])).toBe('Cobb and Fulton')
    expect(listWords(['Cherokee', 'Forsyth', 'Fulton'])).toBe('Cherokee, Forsyth and Fulton')
  })

  it('names counties of other kinds and other states by what they are', () => {
    expect(countiesPhrase([{ name: 'Orleans Parish', state: 'LA' }], 'LA')).toBe('Orleans Parish')
    expect(
      countiesPhrase(
        [
          { name: 'Fairfax', state: 'VA' },
          { name: 'Fairfax city', state: 'VA' },
        ],
        'VA',
      ),
    ).toBe('Fairfax County and Fairfax city')
    expect(countiesPhrase([{ name: 'Chambers', state: 'AL' }], 'GA')).toBe('Chambers County (AL)')
  })

  it('only says "call us" when there is a number to call', () => {
    const likely: AreaAnswer = {
      kind: 'likely',
      zip: '30004',
      counties: [
        { name: 'Fulton', state: 'GA' },
        { name: 'Cobb', state: 'GA' },
      ],
      served: [{ name: 'Fulton', state: 'GA' }],
      servedShare: 0.7,
    }
    expect(answerWords(likely, 'GA', false)).toEqual({
      tone: 'likely',
      text: "We likely serve you: 30004 spans Fulton and Cobb counties. Get in touch and we'll confirm your address.",
      offersCall: false,
    })
    expect(answerWords({ kind: 'unplaced', zip: '30301', stateName: 'Georgia' }, 'GA', false).text).toMatch(
      /or get in touch\.$/,
    )
    expect(answerWords({ kind: 'unplaced', zip: '30301', stateName: 'Georgia' }, 'GA', true)).toMatchObject({
      offersCall: true,
    })
  })

  it('shortens a long mistaken entry instead of repeating all of it', () => {
    const text = answerWords({ kind: 'notZip', input: 'x'.repeat(200), example: '30043' }, 'GA', true).text
    expect(text).toBe(`"${'x'.repeat(20)}…" is not a ZIP code. Please enter 5 digits, for example 30043.`)
  })
})
