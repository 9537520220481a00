/**
 * The starter content says each fact once and never contradicts itself, in
 * either language (issue 58): the owner's texts, the site's own words and the
 * lists of Contact details and Rates and costs, held against each other. The
 * three contradictions a close reader found (a visit of three hours where the
 * rates say four; the EDWP waiver offered in one place and refused in
 * another; a "care coordinator" making the home visit the team gives to its
 * client care manager) each have a check here.
 */
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { loadStarterDataset } from '@/sanity/starter'
import { statedVisitLengths } from '@/schemas/objects/site-facts'

type Doc = Record<string, unknown> & { _id: string; _type: string }

let documents: Doc[]
beforeAll(async () => {
  documents = (await loadStarterDataset()) as Doc[]
})
const byId = (id: string) => documents.find((document) => document._id === id)!

/** Every text of a document in one language: strings, lists and formatted text, facts left as [fact]. */
function textsIn(value: unknown, language: Language): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => textsIn(item, language))
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  if (typeof record._type === 'string' && record._type.startsWith('locale')) return flatten(record[language])
  return Object.entries(record).flatMap(([key, item]) => (key.startsWith('_') ? [] : textsIn(item, language)))
}
function flatten(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    if (typeof item === 'string') return [item]
    const children = (item as { children?: { _type: string; text?: string; fact?: string }[] }).children ?? []
    return [children.map((child) => (child._type === 'siteFact' ? `[${child.fact}]` : (child.text ?? ''))).join('')]
  })
}
/** Every string of the site's own words in a language. */
function wordsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return typeof value === 'object' && value ? Object.values(value).flatMap(wordsIn) : []
}
const sentences = (texts: string[]) => texts.flatMap((text) => text.split(/(?<=[.!?])\s+/))

describe.each(LANGUAGE_CODES)('the starter content in %s', (language) => {
  const everything = () => [
    ...documents.flatMap((document) => textsIn(document, language)),
    ...wordsIn(wordsFor(language)),
  ]

  it('states no visit length but the shortest visit of the rates', () => {
    const shortest = byId('careCosts').minimumVisitHours as number
    expect(shortest).toBeGreaterThan(0)
    const stated = everything().flatMap((text) => statedVisitLengths(text).map((hours) => ({ hours, text })))
    expect(stated.filter(({ hours }) => hours !== shortest)).toEqual([])
    // The FAQ's answer on visit length shows the rates' figure through the fact, not a number of its own.
    const answer = documents.find(
      (document) => document._type === 'faq' && textsIn(document, language).join(' ').includes('[shortestVisit]'),
    )
    expect(answer).toBeDefined()
  })

  it('refuses Medicaid and the waiver everywhere it speaks of them, as the list of ways to pay says', () => {
    const settings = byId('settings')
    expect(settings.notAccepted).toContain('medicaid')
    expect(settings.paymentMethods).not.toContain('medicaid')
    const ours = /\b(?:we|our|us|aceptamos|nosotros|nuestr[oa]s?|somos|podemos|facturamos)\b/i
    const programs = /medicaid|edwp|elderly and disabled waiver|ccsp/i
    const waiver = { test: (text: string) => programs.test(text) || /\bSOURCE\b/.test(text) }
    const negation = /\b(?:not|no|cannot|never|ni|nunca)\b|\?|¿/i
    const claims = sentences(everything()).filter((sentence) => waiver.test(sentence) && ours.test(sentence))
    expect(claims.length).toBeGreaterThan(0)
    expect(claims.filter((sentence) => !negation.test(sentence))).toEqual([])
    // The site's own words name the waiver only as what is not accepted: no sentence of ours lists it as a way to pay.
    const named = (value: unknown, path: string): string[] =>
      typeof value === 'string'
        ? waiver.test(value)
          ? [path]
          : []
        : typeof value === 'object' && value
          ? Object.entries(value).flatMap(([key, item]) => named(item, `${path}.${key}`))
          : []
    // (The consultation form asks how a family plans to pay, the waiver among the answers: a question, no offer.)
    const allowed = ['words.sections.notAccepted', 'words.consultationForm.options.payment']
    expect(
      named(wordsFor(language), 'words').filter((path) => !allowed.some((place) => path.startsWith(place))),
    ).toEqual([])
  })

  it('gives the home visit to the one team member Contact details names, and to no other title', () => {
    const visitor = byId((byId('settings').homeVisitBy as { _ref: string })._ref)
    expect(visitor._type).toBe('teamMember')
    const firstName = String(visitor.name).split(' ')[0]!
    const homeVisit = /comes to the home|visits at home|home visit|va a la casa|visita en casa/i
    const texts = documents.flatMap((document) => textsIn(document, language)).filter((text) => homeVisit.test(text))
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) {
      const names = text.includes('[homeVisitBy]') || text.includes(firstName)
      const generic = /home visit|visita en casa/i.test(text) && !/(comes|va|visits|hace)\b/i.test(text)
      expect(`${names || generic ? 'says who' : 'names nobody'}: ${text}`).toMatch(/^says who/)
    }
    expect(
      sentences(texts).filter((sentence) =>
        /care coordinator|care manager comes|coordinadora de cuidado va/i.test(sentence),
      ),
    ).toEqual([])
  })
})
