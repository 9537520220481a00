/**
 * Every language of the list through every helper that differs by language:
 * a language added to lib/i18n/language-list.ts is walked here with the
 * others, and a helper that quietly gave it English (or nothing) fails.
 */
import { evaluate, parse } from 'groq-js'
import { deadlineWords } from '../time/reply-promise'
import * as generated from './groq'
import { languageGroq } from './groq-builders'
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  TRANSLATED_LANGUAGES,
  isLanguage,
  languageOfSegment,
  liveLanguages,
  localeOf,
  ogLocaleOf,
} from './languages'
import { listWords } from './list-words'
import { ERROR_PAGE_WORDS } from './parts/error-page'
import { loadLaterWords } from './parts/later'
import { REPLY_PROMISE_WORDS } from './parts/reply-promise'
import { SERVICE_AREA_WORDS } from './parts/service-area'
import { TWO_STEP_WORDS } from './parts/two-step'
import { localePath, splitPath } from './paths'
import { wordsFor } from './words'

const codes = LANGUAGES.map(({ code }) => code)

// A text in every language, each saying which it is; and one in the default language alone.
const DOCUMENT = {
  full: { _type: 'localeString', ...Object.fromEntries(codes.map((code) => [code, `text in ${code}`])) },
  english: { _type: 'localeString', [DEFAULT_LANGUAGE]: `text in ${DEFAULT_LANGUAGE}` },
}

async function pick(query: string, language: string) {
  const params = { language }
  return (await evaluate(parse(query, { params }), { dataset: [DOCUMENT], params })).get()
}

describe.each(codes)('%s', (language) => {
  const { prefix } = LANGUAGES.find(({ code }) => code === language)!

  it('has its pages under its prefix, and every path of it leads back to it', () => {
    for (const path of ['/', '/about', '/completion', '/about#faq', '/#contact']) {
      const local = localePath(language, path)
      expect(local.startsWith(prefix || '/')).toBe(true)
      const [pathname = '/'] = local.split('#')
      expect(splitPath(pathname)).toEqual({ language, path: path.split('#')[0] })
    }
    expect(isLanguage(language)).toBe(true)
    if (prefix) expect(languageOfSegment(prefix.slice(1))).toBe(language)
    else expect(language).toBe(DEFAULT_LANGUAGE)
  })

  it('has a locale of its own for the page and for Open Graph', () => {
    expect(localeOf(language)).toMatch(/^[a-z]{2}-[A-Z]{2}$/)
    expect(ogLocaleOf(language)).toBe(localeOf(language).replace('-', '_'))
  })

  it('is on while the owner has set nothing, and off when unticked', () => {
    expect(liveLanguages(null)).toContain(language)
    if (language !== DEFAULT_LANGUAGE) expect(liveLanguages([])).not.toContain(language)
  })

  it("gets the owner's text in itself from the GROQ helpers, and the default language's, marked, when missing", async () => {
    for (const groq of [generated, languageGroq()]) {
      expect(await pick(`*[0]{ ${groq.localized('full')} }`, language)).toEqual({ full: `text in ${language}` })
      expect(await pick(`*[0]{ "t": ${groq.inLanguage('english')} }`, language)).toEqual({
        t: `text in ${DEFAULT_LANGUAGE}`,
      })
      expect(await pick(`*[0]{ "f": [${groq.fellBack('english')}, ${groq.fellBack('full')}] }`, language)).toEqual({
        f: language === DEFAULT_LANGUAGE ? [null, null] : ['english', null],
      })
    }
  })

  it("has every part of the site's words, the browser's parts too", async () => {
    expect(Object.keys(wordsFor(language)).sort()).toEqual(Object.keys(wordsFor(DEFAULT_LANGUAGE)).sort())
    for (const registry of [TWO_STEP_WORDS, ERROR_PAGE_WORDS, SERVICE_AREA_WORDS, REPLY_PROMISE_WORDS]) {
      expect(registry[language]).toBeDefined()
    }
    const later = await loadLaterWords(language)
    expect(later.footer).toBe(wordsFor(language).forms)
    expect(later.problems).toBe(wordsFor(language).problems)
  })

  it('writes lists and times in its own words', () => {
    const list = listWords(['A', 'B', 'C'], 'and', language)
    expect(list).toMatch(/^A, B \S+ C$/)
    // 9:00 the next morning, Georgia's clock (EST in December).
    const deadline = deadlineWords(new Date('2026-12-08T14:00:00Z'), new Date('2026-12-07T23:00:00Z'), language)
    expect(deadline).toContain('9:00')
    expect(deadline).toContain(REPLY_PROMISE_WORDS[language].morning)
  })
})

it('the default language is first, at the root, and the others are the translated ones', () => {
  expect(LANGUAGES[0]).toMatchObject({ code: DEFAULT_LANGUAGE, prefix: '' })
  expect(TRANSLATED_LANGUAGES).toEqual(codes.slice(1))
  expect(new Set(LANGUAGES.map(({ prefix }) => prefix)).size).toBe(LANGUAGES.length)
})
