/**
 * A third language, for this test only: one entry in the list of languages
 * (lib/i18n/language-list.ts), its words copied from English, the GROQ
 * helpers `npm run typegen` would write for the longer list, and the owner's
 * tick in Contact details → Pages in other languages. Every page then
 * renders in it, under its prefix, with the owner's texts in English marked
 * as English (none is written in it yet), and every link, alternate and
 * static route knows it: nothing else had to change (docs/decisions.md,
 * "Languages").
 */
import type { ReactElement } from 'react'

const TESTISH = { code: 'xx', prefix: '/xx', locale: 'en-GB', ownName: 'Testish', englishName: 'Testish' } as const

jest.mock('../lib/i18n/language-list', () => {
  const actual = jest.requireActual('../lib/i18n/language-list')
  return { ...actual, LANGUAGES: [...actual.LANGUAGES, TESTISH] }
})
// What `npm run typegen` writes for the list above (scripts/typegen/languages.ts).
jest.mock('../lib/i18n/groq', () => jest.requireActual('../lib/i18n/groq-builders').languageGroq())

/** A registry of words by language, with the third language's copied from English. */
const withCopy = (module: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(module).map(([name, value]) =>
      value && typeof value === 'object' && 'en' in value
        ? [name, { ...value, xx: (value as { en: unknown }).en }]
        : [name, value],
    ),
  )
jest.mock('../lib/i18n/words', () => {
  const actual = jest.requireActual('../lib/i18n/words')
  return { ...actual, wordsFor: (language: string) => actual.wordsFor(language === 'xx' ? 'en' : language) }
})
jest.mock('../lib/i18n/parts/two-step', () => withCopy(jest.requireActual('../lib/i18n/parts/two-step')))
jest.mock('../lib/i18n/parts/booking', () => withCopy(jest.requireActual('../lib/i18n/parts/booking')))
jest.mock('../lib/i18n/parts/error-page', () => withCopy(jest.requireActual('../lib/i18n/parts/error-page')))
jest.mock('../lib/i18n/parts/service-area', () => withCopy(jest.requireActual('../lib/i18n/parts/service-area')))
jest.mock('../lib/i18n/parts/reply-promise', () => withCopy(jest.requireActual('../lib/i18n/parts/reply-promise')))

// The owner ticks it in Contact details → Pages in other languages.
jest.mock('../sanity/starter', () => {
  const actual = jest.requireActual('../sanity/starter')
  return {
    ...actual,
    loadStarterDataset: async () =>
      ((await actual.loadStarterDataset()) as { _id: string; publishedLanguages?: string[] }[]).map((document) =>
        document._id === 'settings' ? { ...document, publishedLanguages: ['es', 'xx'] } : document,
      ),
  }
})

let pathname = '/xx'
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => pathname,
}))
jest.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }))
jest.mock('next/root-params', () => ({ language: async () => 'xx' }))

// Loaded after the mocks above, as the app loads them.
/* eslint-disable @typescript-eslint/no-require-imports */
const { renderSettled, text } = require('../testing/unit/render') as typeof import('../testing/unit/render')
const { SiteLayout, siteMetadata } = require('../app/_pages/SiteLayout') as typeof import('../app/_pages/SiteLayout')
const pages = {
  '/': require('../app/_pages/HomePage') as typeof import('../app/_pages/HomePage'),
  '/about': require('../app/_pages/AboutPage') as typeof import('../app/_pages/AboutPage'),
  '/completion': require('../app/_pages/CompletionPage') as typeof import('../app/_pages/CompletionPage'),
}
const { NotFoundPage } = require('../app/_pages/NotFoundPage') as typeof import('../app/_pages/NotFoundPage')
const { translatedParams, pageLanguage } =
  require('../app/(translated)/[language]/language') as typeof import('../app/(translated)/[language]/language')
const sitemap = (require('../app/sitemap') as typeof import('../app/sitemap')).default
/* eslint-enable @typescript-eslint/no-require-imports */

// Not a Language of the real list: the types know only English and Spanish, as they should.
const xx = 'xx' as Parameters<typeof SiteLayout>[0]['language']

async function page(path: keyof typeof pages): Promise<string> {
  pathname = path === '/' ? '/xx' : `/xx${path}`
  const exports = pages[path] as unknown as Record<string, (props: { language: typeof xx }) => Promise<ReactElement>>
  const Page = Object.entries(exports).find(([name]) => name.endsWith('Page'))![1]
  return renderSettled(<SiteLayout language={xx}>{await Page({ language: xx })}</SiteLayout>)
}

describe('a third language, added as one entry and its words', () => {
  it('is a static route of its own, and the pages know it is theirs', async () => {
    expect(translatedParams()).toEqual([{ language: 'es' }, { language: 'xx' }])
    expect(await pageLanguage()).toBe('xx')
  })

  it.each(Object.keys(pages) as (keyof typeof pages)[])('renders %s in it', async (path) => {
    const html = await page(path)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB"/)
    // Its links stay in it; the way across names the other two in themselves.
    expect(html).toContain('href="/xx/about')
    expect(html).toMatch(/<a href="\/(about|completion)?" hrefLang="en" lang="en"[^>]*>English<\/a>/)
    expect(html).toMatch(/<a href="\/es[^"]*" hrefLang="es" lang="es"[^>]*>Español<\/a>/)
    // Its words are English's, copied; nothing is missing.
    expect(text(html)).not.toMatch(/\b(?:undefined|null|NaN)\b/)
    // The owner has written nothing in it: the owner's texts are English, marked as English.
    expect(html).toMatch(/lang="en"/)
  })

  it('the home page: its heading, the owner’s, in English and marked so', async () => {
    const html = await page('/')
    expect(html).toMatch(/<h1[^>]* lang="en"[^>]*>[^<]*No place like home/)
  })

  it('names itself and its translations to search engines, and is in the sitemap', async () => {
    const metadata = await pages['/about'].aboutMetadata(xx)
    expect(metadata.alternates).toEqual({
      canonical: '/xx/about',
      languages: { en: '/about', es: '/es/about', xx: '/xx/about', 'x-default': '/about' },
    })
    expect((await siteMetadata(xx)).openGraph).toMatchObject({ locale: 'en_GB', alternateLocale: ['en_US', 'es_US'] })
    const urls = (await sitemap()).map(({ url }) => new URL(url).pathname)
    expect(urls).toEqual(['/', '/about', '/es', '/es/about', '/xx', '/xx/about'])
  })

  it('has its 404 page', async () => {
    pathname = '/xx/nowhere'
    const html = await renderSettled(<SiteLayout language={xx}>{await NotFoundPage({ language: xx })}</SiteLayout>)
    expect(html).toContain('<html lang="en-GB"')
    expect(html).toContain('href="/xx"')
  })
})
