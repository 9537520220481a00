import { listWords } from './list-words'

describe('a list in a sentence', () => {
  it('in English, without a comma before the last', () => {
    expect(listWords(['English', 'Spanish', 'Korean'])).toBe('English, Spanish and Korean')
    expect(listWords(['full-time', 'part-time'], 'or')).toBe('full-time or part-time')
  })

  it('in Spanish, with "y" and "o", "e" before the sound "i" and "u" before "o"', () => {
    expect(listWords(['inglés', 'español', 'coreano'], 'and', 'es')).toBe('inglés, español y coreano')
    expect(listWords(['español', 'inglés'], 'and', 'es')).toBe('español e inglés')
    expect(listWords(['francés', 'hindi'], 'and', 'es')).toBe('francés e hindi')
    expect(listWords(['siete', 'ocho'], 'or', 'es')).toBe('siete u ocho')
    expect(listWords(['Cobb', 'Hall'], 'and', 'es')).toBe('Cobb y Hall')
  })
})
