/**
 * Every word of the site in both languages (issue 51): the types make a key
 * missing in Spanish a build error; this checks what types cannot see.
 */
import * as en from './en'
import * as es from './es'

type Entry = { path: string; english: string; spanish: unknown }

/** Every string of English with its path, beside what Spanish has at that path. */
function entries(english: unknown, spanish: unknown, path = ''): Entry[] {
  if (typeof english === 'string') return [{ path, english, spanish }]
  return Object.entries(english as Record<string, unknown>).flatMap(([key, value]) =>
    entries(value, (spanish as Record<string, unknown> | undefined)?.[key], path ? `${path}.${key}` : key),
  )
}

const ALL = entries(en, es)
const gaps = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

// Words that are the same in both: names, and codes a family reads as they are.
const SAME_IN_BOTH = new Set([
  // A product's name.
  'booking.google',
  'contact.whatsapp',
  'callBar.chat',
  'sections.callSuffix',
  'hero.call',
  'serviceArea.otherStateCounty',
  // A figure and a star, a name and a year: the same in both.
  'ratings.stars',
  'ratings.award',
  // A program's name.
  'sections.notAccepted.medicare',
  // A name and a role, from the content.
  'facts.homeVisitBy',
])

describe('the site’s words in English and Spanish', () => {
  it('has every key in both languages, and nothing more in Spanish', () => {
    expect(ALL.length).toBeGreaterThan(300)
    expect(ALL.filter(({ spanish }) => typeof spanish !== 'string').map(({ path }) => path)).toEqual([])
    expect(
      entries(es, en)
        .filter(({ spanish }) => typeof spanish !== 'string')
        .map(({ path }) => path),
    ).toEqual([])
  })

  it('leaves no word empty, and fills in Spanish no gap English does not', () => {
    for (const { path, english, spanish } of ALL) {
      expect(`${path}: ${english.trim() ? 'written' : 'empty'}`).toBe(`${path}: written`)
      expect(`${path}: ${(spanish as string).trim() ? 'written' : 'empty'}`).toBe(`${path}: written`)
      // Spanish may leave a gap out (a noun whose gender the sentence cannot follow), never add one English lacks.
      const extra = gaps(spanish as string).filter((gap) => !gaps(english).includes(gap))
      expect(`${path}: ${extra.join(',')}`).toBe(`${path}: `)
    }
  })

  it('translates every sentence: none is left as the English', () => {
    const untranslated = ALL.filter(
      ({ path, english, spanish }) => english === spanish && /[a-z]{3}/.test(english) && !SAME_IN_BOTH.has(path),
    )
    expect(untranslated.map(({ path, english }) => `${path}: ${english}`)).toEqual([])
  })

  it('writes Spanish as Spanish: no English left in a sentence, and "usted", never "tú"', () => {
    const english = /\b(?:the|your|please|and|with|you|we|our)\b/i
    const familiar = /\b(?:tú|tienes|puedes|quieres|necesitas|tu|tus|te)\b/i
    for (const { path, spanish } of ALL) {
      expect(`${path}: ${english.test(spanish as string) ? spanish : 'Spanish'}`).toBe(`${path}: Spanish`)
      expect(`${path}: ${familiar.test(spanish as string) ? spanish : 'usted'}`).toBe(`${path}: usted`)
    }
  })
})
