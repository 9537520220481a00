/**
 * Render tests of the page sections: React's server renderer turns a section
 * into the HTML a visitor gets, and the builders below make the empty and
 * half-filled query results a CMS document can produce.
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { sanityFetch } from '@/sanity/fetch'
import { careCostsQuery } from '@/features/costs/costs-query'
import { outsideRatingsQuery } from '@/features/ratings/ratings-query'
import { aboutPageQuery, homePageQuery, navigationQuery, settingsQuery } from '@/sanity/page-queries'
import type { ProjectedImage } from '@/sanity/image'
import type { Language } from '@/lib/i18n/languages'
import type { AboutPageQueryResult, HomePageQueryResult, RichText, SettingsQueryResult } from '@/sanity.types'

/** The HTML the server sends for this element. */
export function render(element: ReactElement): string {
  return renderToStaticMarkup(element)
}

/**
 * The same, once every lazy part has loaded (the contact section's forms are
 * React.lazy: the server waits for them, renderToStaticMarkup would not).
 */
export async function renderSettled(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" }

/**
 * What a visitor reads: the markup without tags, entities decoded, whitespace
 * collapsed. Tags become spaces, except before punctuation ("Call Us: …").
 */
export function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .replace(/ (?=[.,:;!?])/g, '')
    .trim()
}

/** No empty value leaked into the page as text or as an attribute ("null", "#undefined", "NaN"). */
export function expectNoMissingValues(html: string) {
  expect(html).not.toMatch(/\b(?:null|undefined|NaN)\b|\[object Object\]/)
}

// The typegen unions list a member per shape a document has had; the widest
// one (every field typed and nullable) is what a half-filled document can be.
export type Settings = Exclude<SettingsQueryResult, { agencyName: null } | null>
export type HomePage = Exclude<HomePageQueryResult['page'], { ctaText: null } | null>
export type AboutPage = Exclude<AboutPageQueryResult['page'], { cards: null } | null>

/** Site settings with every field empty, except those given. */
export function settings(fields: Partial<Settings> = {}): Settings {
  return {
    agencyName: null,
    showPageLoader: null,
    phone: null,
    email: null,
    chatNumber: null,
    chatMessage: null,
    licenseNumber: null,
    licenseLookupUrl: null,
    trustProofs: null,
    answerHours: null,
    responseTime: null,
    officeHours: null,
    holidays: null,
    freeConsultation: null,
    agingLine: null,
    address: null,
    paymentMethods: null,
    notAccepted: null,
    homeVisitBy: null,
    cardBrands: null,
    paymentLink: null,
    logoPrimary: null,
    logoScrolled: null,
    publishedLanguages: ['es'],
    caregiverLanguages: null,
    fallbacks: [],
    ...fields,
  }
}

/** The home page document with every field empty, except those given. */
export function homePage(fields: Partial<HomePage> = {}): HomePage {
  return {
    heroHeading: null,
    heroButtonLabel: null,
    heroImageDesktop: null,
    heroImageMobile: null,
    whyChooseUsHeading: null,
    benefits: null,
    servicesHeading: null,
    howItWorksHeading: null,
    howItWorksSteps: null,
    ctaHeading: null,
    ctaText: null,
    ctaImageDesktop: null,
    ctaImageMobile: null,
    storiesHeading: null,
    contactHeading: null,
    contactIntro: null,
    consultationNextSteps: null,
    metaDescription: null,
    fallbacks: [],
    ...fields,
  }
}

/** The About page document with every field empty, except those given. */
export function aboutPage(fields: Partial<AboutPage> = {}): AboutPage {
  return {
    heading: null,
    leadLine: null,
    heroButtonLabel: null,
    cards: null,
    servicesHeading: null,
    countiesHeading: null,
    faqHeading: null,
    teamHeading: null,
    // Always there in the Content Lake; the starter dataset's documents have none.
    _updatedAt: '',
    careers: null,
    privacy: null,
    accessibility: null,
    metaDescription: null,
    fallbacks: [],
    ...fields,
  }
}

/** A service as the About page's query gives it, every field empty except those given. */
export function aboutService(fields: Partial<AboutPageQueryResult['services'][number]>) {
  return {
    _id: 'svc',
    title: null,
    anchor: null,
    summary: null,
    description: null,
    tasks: null,
    availability: null,
    shiftPatterns: null,
    image: null,
    fallbacks: [],
    ...fields,
  }
}

/** A question as the About page's query gives it, every field empty except those given. */
export function faqItem(fields: Partial<AboutPageQueryResult['faqs'][number]>): AboutPageQueryResult['faqs'][number] {
  const answer = fields.answer ?? null
  return {
    _id: 'faq',
    question: null,
    group: null,
    answer,
    // As pt::text() gives it: the blocks' text, paragraphs apart.
    answerText: (answer ?? [])
      .map((block) => block.children?.map((child) => (child._type === 'span' ? child.text : '')).join('') ?? '')
      .join('\n\n'),
    fallbacks: [],
    ...fields,
  }
}

/** A team member as the About page's query gives it, every field empty except those given. */
export function teamMember(
  fields: Partial<AboutPageQueryResult['team'][number]>,
): AboutPageQueryResult['team'][number] {
  return { _id: 'member', name: null, role: null, bio: null, photo: null, fallbacks: [], ...fields }
}

/** An uploaded image as the queries project it (a local file, as in the starter content). */
export function photo(url: string, alt: string | null = null, size = { width: 800, height: 600 }): ProjectedImage {
  return { alt, hotspot: null, crop: null, asset: { _id: `image-${url}`, url, ...size } }
}

/** An image field whose asset is gone (deleted in the Studio, or the upload never finished). */
export const BROKEN_PHOTO: ProjectedImage = { alt: 'A photo', hotspot: null, crop: null, asset: null }

/** Formatted text, one paragraph per string. */
export function paragraphs(...lines: string[]): RichText {
  return lines.map((line, index) => ({
    _type: 'block',
    _key: `p${index}`,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `s${index}`, text: line, marks: [] }],
  }))
}

/** A paragraph that is one link. */
export function linkParagraph(label: string, href: string): RichText[number] {
  const children = [{ _type: 'span' as const, _key: 'ls', text: label, marks: ['lm'] }]
  return { _type: 'block', _key: 'l', style: 'normal', markDefs: [{ _type: 'link', _key: 'lm', href }], children }
}

/** Formatted text as the Studio may hold it once a block type is added that this site does not know yet. */
export function withUnknownBlock(text: RichText): RichText {
  return [...text, { _type: 'mapEmbed', _key: 'x', place: 'Atlanta' } as unknown as RichText[number]]
}

/** The starter content, through the same queries the pages run. */
export async function starterContent(language: Language = 'en') {
  const params = { language }
  const [site, home, about, navigation, costs, ratings] = await Promise.all([
    sanityFetch({ query: settingsQuery, params }),
    sanityFetch({ query: homePageQuery, params }),
    sanityFetch({ query: aboutPageQuery, params }),
    sanityFetch({ query: navigationQuery, params }),
    sanityFetch({ query: careCostsQuery, params }),
    sanityFetch({ query: outsideRatingsQuery }),
  ])
  return { settings: site, home, about, navigation, costs, ratings }
}
