import { fragmentId } from './anchor-scroll'

describe('the id a link’s #fragment names', () => {
  it('decodes what browsers encode', () => {
    expect(fragmentId('#contact')).toBe('contact')
    expect(fragmentId('#c%C3%B3mo')).toBe('cómo')
    expect(fragmentId('')).toBe('')
  })

  it.each(['#%E0', '#%', '#%E0%A4%A', '#100%'])('takes a malformed %s as written, without throwing', (hash) => {
    expect(fragmentId(hash)).toBe(hash.slice(1))
  })
})
