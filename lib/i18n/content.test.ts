import { hasWords, untranslatedPaths } from './content'

describe('what is not yet in Spanish', () => {
  it('lists each text whose English is written and whose Spanish is not, by its path', () => {
    const document = {
      _id: 'homePage',
      _type: 'homePage',
      heroHeading: { _type: 'localeString', en: 'No place like home', es: 'Como en casa' },
      ctaText: { _type: 'localeText', en: 'Call us today.', es: '  ' },
      benefits: { _type: 'localeStringList', en: ['Licensed'], es: [] },
      howItWorksSteps: [
        { _key: 'a', title: { _type: 'localeString', en: 'Call us' } },
        { _key: 'b', title: { _type: 'localeString', en: 'We visit', es: 'Le visitamos' } },
      ],
      heroImageDesktop: { _type: 'accessibleImage', alt: { _type: 'localeString', en: 'A caregiver' } },
      metaDescription: { _type: 'localeText' },
    }
    expect(untranslatedPaths(document, 'es')).toEqual([
      'ctaText',
      'benefits',
      'howItWorksSteps[0].title',
      'heroImageDesktop.alt',
    ])
  })

  it('never asks for a story’s translation into the language it was told in', () => {
    const story = {
      _id: 'testimonial-4',
      _type: 'testimonial',
      language: 'es',
      translation: { _type: 'localeText', en: 'My dad only speaks Spanish…' },
      relationship: { _type: 'localeString', en: 'Daughter of a client' },
    }
    expect(untranslatedPaths(story, 'es')).toEqual(['relationship'])
    expect(untranslatedPaths({ ...story, language: 'en' }, 'es')).toEqual(['translation', 'relationship'])
  })

  it('counts formatted text with a block, and lines with one that is not blank, as written', () => {
    expect(hasWords([{ _type: 'block' }])).toBe(true)
    expect(hasWords(['', ' '])).toBe(false)
    expect(hasWords('  ')).toBe(false)
    expect(hasWords(undefined)).toBe(false)
  })
})
