import type {
  AdministrativeArea,
  FAQPage,
  Graph,
  JobPosting,
  LocalBusiness,
  Place,
  PostalAddress,
  Question,
  Service,
  WebPage,
  WithContext,
} from 'schema-dts'
import type { AboutPageQueryResult, HomePageQueryResult, SettingsQueryResult } from '../../sanity.types'
import { ABOUT_ANCHORS } from '../../lib/about-anchors'
import { toE164 } from '../../lib/contact-links'
import { employmentTypes } from '../../schemas/objects/employment-types'
import { inPageOrder } from '../../schemas/documents/faq-groups'
import { escapeHtml } from '../../lib/http/plain-page'
import { localeOf, type Language } from '../../lib/i18n/languages'
import { localePath } from '../../lib/i18n/paths'
import { richTextPlain, type SiteFacts } from './site-facts'
import { wordsFor } from '../../lib/i18n/words'

/**
 * The home page's structured data (JSON-LD) for search engines, built from
 * the same content the page shows. Pure, so the tests can feed it complete
 * and half-filled content.
 *
 * LocalBusiness and not a medical type (MedicalBusiness, MedicalOrganization):
 * the agency gives non-medical care, and saying otherwise to search engines
 * would misrepresent it. No ratings or reviews: the client stories are
 * chosen by the agency, and self-selected reviews are not eligible for
 * review snippets. Each page's data is in its language (`inLanguage`), with
 * its own page's addresses; the business is one, named by one @id.
 */

type Settings = Pick<NonNullable<SettingsQueryResult>, 'agencyName' | 'phone' | 'email' | 'address'> & {
  logoPrimary?: { asset: { url: string | null } | null } | null
}
type ServiceItem = Pick<HomePageQueryResult['services'][number], 'title' | 'summary' | 'anchor'>
type County = Pick<HomePageQueryResult['counties'][number], 'name' | 'state'>

export interface StructuredDataInput {
  /** From siteUrl() in lib/env/site.ts: origin plus any base path, no trailing slash. */
  siteUrl: string
  settings: Settings | null
  /** The home page's search description. */
  description?: string | null
  services: readonly ServiceItem[] | null
  counties: readonly County[] | null
  /** The page's language: the words' and the links'. */
  language?: Language
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** The business's identifier, for other nodes (and other pages) to point at. */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`

/** Trimmed, or undefined when blank: fields with no value are left out, never written empty. */
function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** "Fulton", "GA" → "Fulton County, GA"; a name that already says "County" keeps it. */
export function countyName(county: County): string | undefined {
  const name = text(county.name)
  if (!name) return undefined
  const withCounty = /\bcounty$/i.test(name) ? name : `${name} County`
  const state = text(county.state)
  return state ? `${withCounty}, ${state}` : withCounty
}

function postalAddress(address: Settings['address']): PostalAddress | undefined {
  const fields = {
    streetAddress: text(address?.street),
    addressLocality: text(address?.city),
    addressRegion: text(address?.state),
    postalCode: text(address?.postalCode),
  }
  const present = Object.entries(fields).filter(([, value]) => value !== undefined)
  if (present.length === 0) return undefined
  // The phone numbers are US-only (lib/contact-links.ts), and so is the address form in the Studio.
  return { '@type': 'PostalAddress', ...Object.fromEntries(present), addressCountry: 'US' }
}

export function buildHomeStructuredData(input: StructuredDataInput): Graph {
  const { siteUrl, settings, language = 'en' } = input
  const page = (path: string) => `${siteUrl}${localePath(language, path)}`
  const id = businessId(siteUrl)
  const name = text(settings?.agencyName)
  const telephone = toE164(settings?.phone) ?? undefined
  const email = text(settings?.email)?.includes('@') ? text(settings?.email) : undefined
  const address = postalAddress(settings?.address ?? null)
  const description = text(input.description)
  // Starter images are paths on this site; Content Lake images are already absolute.
  const logoPath = text(settings?.logoPrimary?.asset?.url)
  const logo = logoPath ? new URL(logoPath, `${siteUrl}/`).href : undefined
  const areaServed = (input.counties ?? [])
    .map(countyName)
    .filter((county): county is string => county !== undefined)
    .map((county): AdministrativeArea => ({ '@type': 'AdministrativeArea', name: county }))

  const business: LocalBusiness = {
    '@type': 'LocalBusiness',
    '@id': id,
    url: `${siteUrl}/`,
    ...(name && { name }),
    ...(description && { description }),
    ...(logo && { logo, image: logo }),
    ...(telephone && { telephone }),
    ...(email && { email }),
    ...(address && { address }),
    // Care is available around the clock, every day (24/7 private duty).
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...EVERY_DAY],
      opens: '00:00',
      closes: '23:59',
    },
    ...(areaServed.length > 0 && { areaServed }),
  }

  const services = (input.services ?? []).flatMap((service): Service[] => {
    const serviceName = text(service.title)
    if (!serviceName) return []
    const summary = text(service.summary)
    const anchor = text(service.anchor)
    return [
      {
        '@type': 'Service',
        name: serviceName,
        ...(summary && { description: summary }),
        // Each service is described in full in its section of the About page.
        ...(anchor && { url: page(`/about#${anchor}`) }),
        provider: { '@id': id },
      },
    ]
  })

  // The page itself, in its language: search engines then read the words above as that language's.
  const webPage: WebPage = {
    '@type': 'WebPage',
    '@id': `${page('/')}#page`,
    url: page('/'),
    inLanguage: localeOf(language),
    about: { '@id': id },
  }
  return { '@context': 'https://schema.org', '@graph': [business, ...services, webPage] }
}

// Wider than the query's type: a stored group may be one the schema no longer offers.
type FaqItem = Pick<AboutPageQueryResult['faqs'][number], 'question' | 'answerText'> &
  Partial<Pick<AboutPageQueryResult['faqs'][number], 'answer'>> & {
    group: string | null
  }

/**
 * The About page's FAQPage, from the same FAQ documents the page shows: each
 * question with its answer as plain text, in the page's order. A question
 * without an answer is left out, as on the page; with none left, there is no
 * FAQPage at all (null), since an empty one is invalid.
 */
export function buildFaqStructuredData(input: {
  siteUrl: string
  faqs: readonly FaqItem[] | null
  /** The facts the answers show, written in (./site-facts.ts); without, the answer's words alone. */
  facts?: SiteFacts
  language?: Language
}): WithContext<FAQPage> | null {
  const language = input.language ?? 'en'
  const questions = inPageOrder(input.faqs ?? []).flatMap((faq): Question[] => {
    const name = text(faq.question)
    const answer = text(input.facts && faq.answer ? richTextPlain(faq.answer, input.facts) : faq.answerText)
    return name && answer ? [{ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text: answer } }] : []
  })
  if (questions.length === 0) return null
  const url = `${input.siteUrl}${localePath(language, `/about#${ABOUT_ANCHORS.faq}`)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': url,
    url,
    inLanguage: localeOf(language),
    mainEntity: questions,
  }
}

type Careers = Pick<
  NonNullable<NonNullable<AboutPageQueryResult['page']>['careers']>,
  'hiring' | 'intro' | 'offers' | 'jobTitle' | 'employmentTypes' | 'postedOn'
>

export interface JobPostingInput {
  siteUrl: string
  careers: Careers | null | undefined
  /** The About page's last change: the posting's date when the owner has not given one. */
  updatedAt?: string | null
  settings: Settings | null
  /** The served counties: where the caregivers work. */
  counties: readonly County[] | null
  language?: Language
}

/**
 * The About page's JobPosting, while the owner is hiring: the job the
 * careers section's form applies for, as Google's job search reads it
 * (title, description, date posted, hiring organisation and job locations
 * required; employment type and direct apply recommended). Everything in it
 * is on the page: the intro and offers as the description, the title and
 * kinds of employment above the form, the counties as its checkboxes. Null
 * when not hiring, and when a required part is missing from the content,
 * since an invalid posting is worse than none. No salary: the content has
 * no number for it (the owner says pay in "What we offer").
 */
export function buildJobPostingStructuredData(input: JobPostingInput): WithContext<JobPosting> | null {
  const { careers, siteUrl, language = 'en' } = input
  if (!careers || careers.hiring === false) return null
  const intro = text(careers.intro)
  const offers = (careers.offers ?? []).map(text).filter((offer): offer is string => offer !== undefined)
  const description = [
    intro ? `<p>${escapeHtml(intro)}</p>` : '',
    offers.length ? `<ul>${offers.map((offer) => `<li>${escapeHtml(offer)}</li>`).join('')}</ul>` : '',
  ].join('')
  const datePosted = text(careers.postedOn) ?? text(input.updatedAt)?.slice(0, 10)
  const name = text(input.settings?.agencyName)
  const jobLocation = (input.counties ?? []).flatMap((county): Place[] => {
    const countyText = text(county.name)
    if (!countyText) return []
    const locality = /\bcounty$/i.test(countyText) ? countyText : `${countyText} County`
    return [
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: locality,
          addressRegion: text(county.state) ?? 'GA',
          addressCountry: 'US',
        },
      },
    ]
  })
  if (!description || !datePosted || !name || jobLocation.length === 0) return null
  const logoPath = text(input.settings?.logoPrimary?.asset?.url)
  const types = employmentTypes(careers.employmentTypes)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: text(careers.jobTitle) ?? wordsFor(language).fallback.jobTitle,
    description,
    datePosted,
    hiringOrganization: {
      '@type': 'Organization',
      name,
      sameAs: `${siteUrl}/`,
      ...(logoPath && { logo: new URL(logoPath, `${siteUrl}/`).href }),
    },
    jobLocation,
    ...(types.length > 0 && { employmentType: types }),
    // The application form is on the page itself.
    directApply: true,
    url: `${siteUrl}${localePath(language, `/about#${ABOUT_ANCHORS.careers}`)}`,
  }
}

/**
 * JSON for a <script> element: "<" is escaped so that no content, however
 * it is written ("</script>", "<!--"), can end the element early.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
