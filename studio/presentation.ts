import { defineDocuments, defineLocations, type DocumentLocation } from 'sanity/presentation'
import { LANGUAGES } from '../lib/i18n/languages'
import { localePath } from '../lib/i18n/paths'
import type { ShownOn, SitePage } from '../sanity/studio-part'
import { FEATURE_PARTS } from './schema'

/**
 * The Presentation tool's map of the site, in every language: which document
 * each page shows first (so the tool opens it beside the page), and, for a
 * document, the pages that show it, once per language (docs/decisions.md,
 * "Languages").
 */

const PAGES: Record<SitePage, { title: string; path: string; main: string }> = {
  home: { title: 'Home page', path: '/', main: 'homePage' },
  about: { title: 'About page', path: '/about', main: 'aboutPage' },
  completion: { title: 'Thank-you page', path: '/completion', main: 'completionPage' },
}

/** A place on the site in each language: "About page", "About page (Español)". */
function inEveryLanguage(title: string, path: string): DocumentLocation[] {
  return LANGUAGES.map(({ code, ownName }, index) => ({
    title: index === 0 ? title : `${title} (${ownName})`,
    href: localePath(code, path),
  }))
}

function locations({ pages, section, title }: ShownOn): DocumentLocation[] {
  return pages.flatMap((page) => {
    const { title: pageTitle, path } = PAGES[page]
    return inEveryLanguage(title ? `${pageTitle}: ${title}` : pageTitle, section ? `${path}#${section}` : path)
  })
}

const SITE_SHOWN_ON: Record<string, ShownOn> = {
  settings: { pages: ['home', 'about', 'completion'] },
  homePage: { pages: ['home'] },
  aboutPage: { pages: ['about', 'home'] },
  completionPage: { pages: ['completion'] },
  service: { pages: ['home', 'about'] },
  testimonial: { pages: ['home'] },
  fact: { pages: ['home'] },
  county: { pages: ['home', 'about'] },
  faq: { pages: ['about'] },
  teamMember: { pages: ['about'] },
}

const SHOWN_ON: Record<string, ShownOn> = Object.assign(
  {},
  SITE_SHOWN_ON,
  ...FEATURE_PARTS.map((part) => part.shownOn ?? {}),
)

export const presentationResolve = {
  mainDocuments: defineDocuments(
    Object.values(PAGES).flatMap(({ path, main }) =>
      LANGUAGES.map(({ code }) => ({ route: localePath(code, path), filter: `_id == "${main}"` })),
    ),
  ),
  locations: Object.fromEntries(
    Object.entries(SHOWN_ON).map(([type, shownOn]) => [type, defineLocations({ locations: locations(shownOn) })]),
  ),
}
