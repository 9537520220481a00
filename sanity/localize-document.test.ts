/**
 * The migration to two languages (migrations/two-languages/): a dataset
 * written before issue 51 holds each text as English alone; after it, as
 * `{ en }`, which the Spanish pages show in English until it is translated.
 */
import { readFileSync } from 'node:fs'
import extracted from '@/sanity/schema.json'
import { localizedPaths, localizeDocument, type ExtractedSchema } from './localize-document'
import { parseNdjson, STARTER_FILE } from './starter'

const PATHS = localizedPaths(extracted as ExtractedSchema)

describe('moving a dataset to two languages', () => {
  it('reads from the schema where the texts in both languages are, nested ones included', () => {
    const home = PATHS.get('homePage')!.map(({ steps }) =>
      steps.map((step) => ('field' in step ? step.field : '[]')).join('.'),
    )
    expect(home).toEqual(
      expect.arrayContaining(['heroHeading', 'benefits', 'howItWorksSteps.[].title', 'heroImageDesktop.alt']),
    )
    expect(PATHS.get('county')).toEqual([])
  })

  it('wraps a string, a list and formatted text as English, and leaves the rest as it was', () => {
    const block = { _type: 'block', _key: 'a', children: [{ _type: 'span', text: 'Hello' }] }
    const before = {
      _id: 'homePage',
      _type: 'homePage',
      heroHeading: 'No place like home',
      benefits: ['Licensed', 'Insured'],
      howItWorksSteps: [{ _key: 's', _type: 'howItWorksStep', title: 'Call us', text: 'We answer.' }],
      heroImageDesktop: { _type: 'accessibleImage', alt: 'A caregiver', asset: { _ref: 'image-1' } },
    }
    const after = localizeDocument(before, PATHS)
    expect(after).toEqual({
      ...before,
      heroHeading: { _type: 'localeString', en: 'No place like home' },
      benefits: { _type: 'localeStringList', en: ['Licensed', 'Insured'] },
      howItWorksSteps: [
        {
          _key: 's',
          _type: 'howItWorksStep',
          title: { _type: 'localeString', en: 'Call us' },
          text: { _type: 'localeText', en: 'We answer.' },
        },
      ],
      heroImageDesktop: {
        _type: 'accessibleImage',
        alt: { _type: 'localeString', en: 'A caregiver' },
        asset: { _ref: 'image-1' },
      },
    })
    const faq = localizeDocument({ _id: 'f', _type: 'faq', question: 'Why?', answer: [block] }, PATHS)
    expect(faq).toMatchObject({ answer: { _type: 'localeRichText', en: [block] } })
  })

  it('changes nothing twice: the starter dataset, already in two languages, comes out as it went in', () => {
    const documents = parseNdjson(readFileSync(STARTER_FILE, 'utf8'))
    for (const document of documents) expect(localizeDocument(document, PATHS)).toEqual(document)
  })
})
