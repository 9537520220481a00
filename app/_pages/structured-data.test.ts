import {
  buildFaqStructuredData,
  buildHomeStructuredData,
  buildJobPostingStructuredData,
  countyName,
  serializeJsonLd,
  type JobPostingInput,
} from '@/app/_pages/structured-data'
import { sanityFetch } from '@/sanity/fetch'
import { aboutPageQuery, homePageQuery, settingsQuery } from '@/sanity/page-queries'

const SITE = 'https://care.example'

type Node = Record<string, unknown>

/** Paths to values a search engine would read as broken: undefined, null, '', [] or {}. */
function emptyPaths(value: unknown, path = '$'): string[] {
  if (value === undefined || value === null || value === '') return [path]
  if (Array.isArray(value)) {
    return value.length === 0 ? [path] : value.flatMap((item, i) => emptyPaths(item, `${path}[${i}]`))
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value)
    return entries.length === 0 ? [path] : entries.flatMap(([key, item]) => emptyPaths(item, `${path}.${key}`))
  }
  return []
}

/** What a crawler gets: the serialized text, parsed back. */
function roundTrip(data: object) {
  const parsed = JSON.parse(serializeJsonLd(data)) as { '@context': string; '@graph': Node[] }
  const [business, ...rest] = parsed['@graph']
  const services = rest.filter((node) => node['@type'] === 'Service')
  const page = rest.find((node) => node['@type'] === 'WebPage')
  return { parsed, business: business as Node, services, page }
}

describe('structured data for the home page', () => {
  it('describes the starter agency as a LocalBusiness with its counties and services', async () => {
    const [settings, home] = await Promise.all([
      sanityFetch({ query: settingsQuery }),
      sanityFetch({ query: homePageQuery }),
    ])
    const data = buildHomeStructuredData({
      siteUrl: SITE,
      settings,
      description: home.page?.metaDescription,
      services: home.services,
      counties: home.counties,
    })
    const { parsed, business, services } = roundTrip(data)

    expect(parsed['@context']).toBe('https://schema.org')
    expect(emptyPaths(parsed)).toEqual([])
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': `${SITE}/#business`,
      url: `${SITE}/`,
      name: 'Hearthside Home Care',
      telephone: '+17705550142',
      email: 'care@hearthsidehomecare.example',
      logo: `${SITE}/starter/logo-primary.png`,
      image: `${SITE}/starter/logo-primary.png`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2450 Peachtree Industrial Blvd, Suite 210',
        addressLocality: 'Duluth',
        addressRegion: 'GA',
        postalCode: '30097',
        addressCountry: 'US',
      },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    })
    expect(String(business.description)).toMatch(/non-medical/)
    expect(business.areaServed).toEqual(
      ['Cherokee', 'Clayton', 'DeKalb', 'Douglas', 'Forsyth', 'Fulton', 'Gwinnett', 'Henry'].map((name) => ({
        '@type': 'AdministrativeArea',
        name: `${name} County, GA`,
      })),
    )
    expect(services.map((service) => service.name)).toEqual([
      'Companionship Care',
      'Homemaking Care',
      'Personal Care',
      '24/7 Private Duty',
    ])
    for (const service of services) {
      expect(service).toMatchObject({ '@type': 'Service', provider: { '@id': business['@id'] } })
      expect(service.url).toMatch(new RegExp(`^${SITE}/about#[a-z]+$`))
      expect(service.description).toEqual(expect.any(String))
    }
  })

  it('never claims ratings, reviews or a medical type', async () => {
    const home = await sanityFetch({ query: homePageQuery })
    const { parsed } = roundTrip(
      buildHomeStructuredData({ siteUrl: SITE, settings: null, services: home.services, counties: home.counties }),
    )
    const types = new Set<string>()
    const keys = new Set<string>()
    JSON.stringify(parsed, (key, value: unknown) => {
      keys.add(key)
      if (key === '@type') types.add(String(value))
      return value
    })
    expect([...types].sort()).toEqual([
      'AdministrativeArea',
      'LocalBusiness',
      'OpeningHoursSpecification',
      'Service',
      'WebPage',
    ])
    expect([...keys].filter((key) => /rating|review/i.test(key))).toEqual([])
  })

  it('stays valid with half-filled content: no empty or undefined fields', () => {
    const data = buildHomeStructuredData({
      siteUrl: SITE,
      settings: {
        agencyName: '  Hearthside  ',
        phone: '555-01', // not a US number: left out rather than written wrong
        email: 'not an address',
        address: { street: null, city: 'Duluth', state: ' ', postalCode: null },
        logoPrimary: { asset: { url: 'https://cdn.sanity.io/images/abc/production/logo.png' } },
      },
      description: '',
      services: [
        { title: 'Companionship Care', summary: null, anchor: null },
        { title: ' ', summary: 'A service with no name is left out', anchor: 'personal' },
      ],
      counties: [
        { name: null, state: 'GA' },
        { name: 'Fulton', state: null },
      ],
    })
    const { parsed, business, services } = roundTrip(data)
    expect(emptyPaths(parsed)).toEqual([])
    expect(business).toEqual({
      '@type': 'LocalBusiness',
      '@id': `${SITE}/#business`,
      url: `${SITE}/`,
      name: 'Hearthside',
      logo: 'https://cdn.sanity.io/images/abc/production/logo.png',
      image: 'https://cdn.sanity.io/images/abc/production/logo.png',
      address: { '@type': 'PostalAddress', addressLocality: 'Duluth', addressCountry: 'US' },
      openingHoursSpecification: expect.any(Object),
      areaServed: [{ '@type': 'AdministrativeArea', name: 'Fulton County' }],
    })
    expect(services).toEqual([
      { '@type': 'Service', name: 'Companionship Care', provider: { '@id': `${SITE}/#business` } },
    ])
  })

  it('stays valid with no content at all', () => {
    const data = buildHomeStructuredData({ siteUrl: SITE, settings: null, services: null, counties: null })
    const { parsed, business, services } = roundTrip(data)
    expect(emptyPaths(parsed)).toEqual([])
    expect(Object.keys(business).sort()).toEqual(['@id', '@type', 'openingHoursSpecification', 'url'])
    expect(services).toEqual([])
  })

  it('says which language the page is in, and points the Spanish page’s services to the Spanish About page', async () => {
    const home = await sanityFetch({ query: homePageQuery, params: { language: 'es' } })
    const english = roundTrip(
      buildHomeStructuredData({ siteUrl: SITE, settings: null, services: home.services, counties: null }),
    )
    expect(english.page).toEqual({
      '@type': 'WebPage',
      '@id': `${SITE}/#page`,
      url: `${SITE}/`,
      inLanguage: 'en-US',
      about: { '@id': `${SITE}/#business` },
    })
    const spanish = roundTrip(
      buildHomeStructuredData({
        siteUrl: SITE,
        settings: null,
        services: home.services,
        counties: null,
        language: 'es',
      }),
    )
    expect(spanish.page).toMatchObject({ '@id': `${SITE}/es#page`, url: `${SITE}/es`, inLanguage: 'es-US' })
    expect(spanish.business['@id']).toBe(`${SITE}/#business`)
    expect(spanish.services.map((service) => [service.name, service.url])).toContainEqual([
      'Cuidado de compañía',
      `${SITE}/es/about#companionship`,
    ])
  })

  it('names counties the way people search for them', () => {
    expect(countyName({ name: 'Fulton', state: 'GA' })).toBe('Fulton County, GA')
    expect(countyName({ name: 'DeKalb County', state: 'GA' })).toBe('DeKalb County, GA')
    expect(countyName({ name: ' ', state: 'GA' })).toBeUndefined()
  })

  it('escapes "<" so content cannot close the script element', () => {
    const data = buildHomeStructuredData({
      siteUrl: SITE,
      settings: { agencyName: '</script><script>alert(1)</script><!--', phone: null, email: null, address: null },
      services: null,
      counties: null,
    })
    const json = serializeJsonLd(data)
    expect(json).not.toContain('<')
    expect(json).toContain('\\u003c/script>')
    expect(roundTrip(data).business.name).toBe('</script><script>alert(1)</script><!--')
  })
})

describe('structured data for the frequently asked questions', () => {
  type Question = { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }
  const faq = (question: string | null, answerText: string, group: string | null = 'care') => ({
    question,
    answerText,
    group,
  })

  it('is a FAQPage of every starter question, in the page’s order, with its answer as plain text', async () => {
    const about = await sanityFetch({ query: aboutPageQuery })
    const data = buildFaqStructuredData({ siteUrl: SITE, faqs: about.faqs })
    const parsed = JSON.parse(serializeJsonLd(data!)) as Record<string, unknown> & { mainEntity: Question[] }
    expect(emptyPaths(parsed)).toEqual([])
    expect(parsed).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      '@id': `${SITE}/about#faq`,
      url: `${SITE}/about#faq`,
    })
    expect(parsed.mainEntity).toHaveLength(about.faqs.length)
    // Grouped as the page shows them: the care questions first, "Getting started" last.
    expect(parsed.mainEntity[0]!.name).toMatch(/non-medical home care include/)
    expect(parsed.mainEntity.at(-1)!.name).toMatch(/free consultation/)
    for (const question of parsed.mainEntity) {
      expect(question['@type']).toBe('Question')
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      expect(question.acceptedAnswer.text).not.toMatch(/[<>]|\[object|undefined/)
    }
    const waiver = parsed.mainEntity.find((question) => /Elderly and Disabled Waiver/.test(question.name))
    expect(waiver?.acceptedAnswer.text).toMatch(/do not bill Medicaid[\s\S]*1-866-552-4464/)
  })

  it('leaves out a question without words or without an answer, and is absent when none is left', () => {
    const data = buildFaqStructuredData({
      siteUrl: SITE,
      faqs: [faq('  Is it free?  ', ' Yes, the first visit. '), faq(null, 'An answer'), faq('No answer?', '  ')],
    })
    expect(data?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Is it free?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, the first visit.' },
      },
    ])
    expect(buildFaqStructuredData({ siteUrl: SITE, faqs: [faq('No answer?', '')] })).toBeNull()
    expect(buildFaqStructuredData({ siteUrl: SITE, faqs: null })).toBeNull()
  })

  it('escapes "<" in questions and answers so content cannot close the script element', () => {
    const data = buildFaqStructuredData({
      siteUrl: SITE,
      faqs: [faq('</script><script>alert(1)</script>', 'a <!-- b', 'payment')],
    })!
    const json = serializeJsonLd(data)
    expect(json).not.toContain('<')
    const parsed = JSON.parse(json) as { mainEntity: Question[] }
    expect(parsed.mainEntity[0]!.name).toBe('</script><script>alert(1)</script>')
    expect(parsed.mainEntity[0]!.acceptedAnswer.text).toBe('a <!-- b')
  })
})

describe('structured data for the job', () => {
  const starter = async (): Promise<JobPostingInput> => {
    const [settings, about] = await Promise.all([
      sanityFetch({ query: settingsQuery }),
      sanityFetch({ query: aboutPageQuery }),
    ])
    return {
      siteUrl: SITE,
      careers: about.page?.careers,
      updatedAt: about.page?._updatedAt,
      settings,
      counties: about.counties,
    }
  }
  const posting = (input: JobPostingInput) => {
    const data = buildJobPostingStructuredData(input)
    return data && (JSON.parse(serializeJsonLd(data)) as Node)
  }

  it('while hiring: a JobPosting with Google’s required properties and the recommended ones the content has', async () => {
    const input = await starter()
    const job = posting(input)!
    expect(job).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Caregiver',
      datePosted: input.careers?.postedOn,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Hearthside Home Care',
        sameAs: `${SITE}/`,
        logo: `${SITE}/starter/logo-primary.png`,
      },
      employmentType: ['FULL_TIME', 'PART_TIME'],
      directApply: true,
      url: `${SITE}/about#careers`,
    })
    // Every served county is a place of work, in the United States (Google requires addressCountry).
    const places = job.jobLocation as Node[]
    expect(places).toHaveLength(8)
    expect(places).toContainEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Fulton County',
        addressRegion: 'GA',
        addressCountry: 'US',
      },
    })
    // The description is the section's intro and offers, as HTML.
    expect(job.description).toMatch(
      /^<p>Kind, reliable and good with people\?.*<\/p><ul><li>Employment, not contract work/,
    )
    expect(emptyPaths(job)).toEqual([])
  })

  it('none while the owner is not hiring', async () => {
    const input = await starter()
    expect(posting({ ...input, careers: { ...input.careers!, hiring: false } })).toBeNull()
    expect(posting({ ...input, careers: null })).toBeNull()
  })

  it('none rather than an invalid one: no description, organisation, place or date', async () => {
    const input = await starter()
    const careers = input.careers!
    expect(posting({ ...input, careers: { ...careers, intro: ' ', offers: [' '] } })).toBeNull()
    expect(posting({ ...input, settings: { ...input.settings!, agencyName: ' ' } })).toBeNull()
    expect(posting({ ...input, counties: [{ name: ' ', state: 'GA' }] })).toBeNull()
    expect(posting({ ...input, careers: { ...careers, postedOn: null }, updatedAt: null })).toBeNull()
  })

  it('half-filled: the day of the page’s last change, the default title, no employment type left empty', async () => {
    const input = await starter()
    const job = posting({
      ...input,
      careers: { ...input.careers!, postedOn: null, jobTitle: ' ', employmentTypes: ['SOMETIMES'] },
      updatedAt: '2026-10-05T14:03:00Z',
    })!
    expect(job).toMatchObject({ datePosted: '2026-10-05', title: 'Caregiver' })
    expect(job).not.toHaveProperty('employmentType')
    expect(emptyPaths(job)).toEqual([])
  })

  it('escapes the owner’s words as HTML in the description, and "<" for the script element', async () => {
    const input = await starter()
    const data = buildJobPostingStructuredData({
      ...input,
      careers: { ...input.careers!, intro: 'Pay & mileage </script><b>', offers: null },
    })!
    expect(data.description).toBe('<p>Pay &amp; mileage &lt;/script&gt;&lt;b&gt;</p>')
    expect(serializeJsonLd(data)).not.toContain('</script>')
  })
})
