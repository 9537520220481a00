import { defineDocuments, defineLocations, type DocumentLocation } from 'sanity/presentation'

/**
 * The Presentation tool's map of the site, in both languages: which
 * document each page shows first (so the tool opens it beside the page),
 * and, for a document, the pages that show it: the English page and its
 * Spanish twin under /es (docs/decisions.md, "Two languages").
 */

const both = (title: string, path: string): DocumentLocation[] => [
  { title, href: path },
  { title: `${title} (en español)`, href: path === '/' ? '/es' : `/es${path}` },
]

const HOME = both('Home page', '/')
const ABOUT = both('About page', '/about')
const EVERY_PAGE = [...HOME, ...ABOUT, ...both('Thank-you page', '/completion')]

export const presentationResolve = {
  mainDocuments: defineDocuments([
    { route: '/', filter: '_id == "homePage"' },
    { route: '/es', filter: '_id == "homePage"' },
    { route: '/about', filter: '_id == "aboutPage"' },
    { route: '/es/about', filter: '_id == "aboutPage"' },
    { route: '/completion', filter: '_id == "completionPage"' },
    { route: '/es/completion', filter: '_id == "completionPage"' },
  ]),
  locations: {
    settings: defineLocations({ locations: EVERY_PAGE }),
    homePage: defineLocations({ locations: HOME }),
    aboutPage: defineLocations({ locations: [...ABOUT, ...HOME] }),
    completionPage: defineLocations({ locations: both('Thank-you page', '/completion') }),
    careCosts: defineLocations({ locations: both('About page: what care costs', '/about#costs') }),
    outsideRatings: defineLocations({ locations: HOME }),
    service: defineLocations({ locations: [...HOME, ...ABOUT] }),
    testimonial: defineLocations({ locations: HOME }),
    fact: defineLocations({ locations: HOME }),
    county: defineLocations({ locations: [...HOME, ...ABOUT] }),
    faq: defineLocations({ locations: ABOUT }),
    teamMember: defineLocations({ locations: ABOUT }),
  },
}
