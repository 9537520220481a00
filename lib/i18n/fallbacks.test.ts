import { langAttribute, langOf, textLanguage } from './fallbacks'

// A Spanish page shows the owner's English where the Spanish is not written yet: only that text is marked English.
describe('the language of a text that fell back', () => {
  const page = { fallbacks: ['heading'] as const }

  it('marks a field that fell back to English, and only that field', () => {
    expect(textLanguage(page, 'heading')).toBe('en')
    expect(textLanguage<string>(page, 'lead')).toBeUndefined()
    expect(textLanguage<string>(null, 'heading')).toBeUndefined()
  })

  // React's payload would carry `lang={undefined}` as "lang":"$undefined", about 80 times on an About page.
  it('gives attributes to spread that hold no lang at all for text in the page language', () => {
    expect(langOf(page, 'heading')).toEqual({ lang: 'en' })
    expect(langOf<string>(page, 'lead')).toEqual({})
    expect('lang' in langOf<string>({ fallbacks: null }, 'lead')).toBe(false)
    expect(langAttribute('pt')).toEqual({ lang: 'pt' })
    expect(langAttribute(undefined)).toEqual({})
  })
})
