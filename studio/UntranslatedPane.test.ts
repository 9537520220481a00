import type { Schema } from 'sanity'
import { fieldTitle, statusWords } from './UntranslatedPane'

/** The shape `createSchema` gives the desk: a field's title on its own type, an array's items under `of`. */
const schema = {
  get: (name: string) =>
    name === 'homePage'
      ? {
          fields: [
            { name: 'heroHeading', type: { title: 'Main heading', fields: [{ name: 'en' }, { name: 'es' }] } },
            {
              name: 'howItWorksSteps',
              type: {
                title: 'How it works: the steps',
                of: [{ fields: [{ name: 'text', type: { title: 'In a sentence or two' } }] }],
              },
            },
          ],
        }
      : undefined,
} as unknown as Schema

describe('"Not yet in Spanish" names each text as the Studio does', () => {
  it('by the field titles the owner sees, an item of a list by its place from 1', () => {
    expect(fieldTitle(schema, 'homePage', 'heroHeading')).toBe('Main heading')
    expect(fieldTitle(schema, 'homePage', 'howItWorksSteps[2].text')).toBe(
      'How it works: the steps › 3 › In a sentence or two',
    )
  })

  it('by its name where the schema no longer has the field', () => {
    expect(fieldTitle(schema, 'homePage', 'oldField')).toBe('oldField')
  })

  it('counts the texts in a sentence', () => {
    const item = { id: 'homePage', type: 'homePage', title: 'Home page' }
    expect(statusWords({ kind: 'ready', items: [] }, 'es')).toBe('Every text is in Spanish too.')
    expect(statusWords({ kind: 'ready', items: [{ ...item, fields: ['Main heading'] }] }, 'es')).toMatch(
      /^1 text is not yet/,
    )
    expect(statusWords({ kind: 'ready', items: [{ ...item, fields: ['a', 'b'] }] }, 'es')).toMatch(
      /^2 texts are not yet/,
    )
  })
})
