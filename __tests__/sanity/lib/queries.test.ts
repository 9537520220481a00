/**
 * The content contract over the embedded starter dataset: every query gives
 * the pages the complete shape they need, with the agency's content.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { sanityFetch } from '@/sanity/lib/fetch'
import * as queries from '@/sanity/lib/queries'
import { aboutPageQuery, completionPageQuery, homePageQuery, settingsQuery } from '@/sanity/lib/queries'
import { loadStarterDataset } from '@/sanity/lib/starter'
import type {
  AboutPageQueryResult,
  CompletionPageQueryResult,
  HomePageQueryResult,
  SettingsQueryResult,
} from '@/sanity.types'
import { applyPerspective, type FixtureDocument } from '../../support/content-lake'
import { nullPaths } from '../../support/null-paths'

// Optional fields the starter content leaves empty on purpose.
const OPTIONAL = /(\.hotspot|\.crop|^paymentLink|\.suffix|\.availability|\.shiftPatterns|\.tasks|\.relationship)$/

function expectComplete(result: unknown) {
  expect(nullPaths(result).filter((p) => !OPTIONAL.test(p))).toEqual([])
}

type Image = {
  alt: string | null
  asset: { url: string | null; width: number | null; height: number | null } | null
} | null

function expectLocalImage(image: Image) {
  expect(image?.alt?.trim()).toBeTruthy()
  expect(image?.asset?.url).toMatch(/^\/starter\/[a-z0-9-]+\.(jpg|png)$/)
  expect(existsSync(path.join(process.cwd(), 'public', image?.asset?.url ?? 'missing'))).toBe(true)
  expect(image?.asset?.width).toBeGreaterThan(0)
  expect(image?.asset?.height).toBeGreaterThan(0)
}

describe('starter content through the content contract', () => {
  it('settingsQuery: contact details every page shows', async () => {
    const settings: SettingsQueryResult = await sanityFetch({ query: settingsQuery })
    expectComplete(settings)
    expect(settings?.agencyName).toBeTruthy()
    expect(settings?.phone).toMatch(/\(\d{3}\) \d{3}-\d{4}/)
    expect(settings?.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
    expect(settings?.address).toMatchObject({ state: 'GA', postalCode: expect.stringMatching(/^\d{5}$/) })
    expect(settings?.paymentMethods).toEqual(['private', 'card', 'longTermCare'])
    expect(settings?.cardBrands).toEqual(expect.arrayContaining(['visa', 'mastercard']))
    expect(settings?.responseTime).toMatch(/within hours/)
    expect(settings?.freeConsultation).toMatch(/free/)
    expectLocalImage(settings!.logoPrimary)
    expectLocalImage(settings!.logoScrolled)
  })

  it('homePageQuery: all seven sections of the home page', async () => {
    const home: HomePageQueryResult = await sanityFetch({ query: homePageQuery })
    expectComplete(home)
    expect(home.page?.heroHeading).toBe('No place like home')
    expect(home.page?.benefits).toHaveLength(8)
    for (const image of [
      home.page?.heroImageDesktop,
      home.page?.heroImageMobile,
      home.page?.ctaImageDesktop,
      home.page?.ctaImageMobile,
    ]) {
      expectLocalImage(image ?? null)
    }
    expect(home.cards?.map((card) => [card.title, card.anchor])).toEqual([
      ['Our Mission', 'mission'],
      ['Our Caregivers', 'caregivers'],
      ['Our Goal', 'goal'],
    ])
    for (const card of home.cards ?? []) expect(card.text?.length).toBeGreaterThan(100)
    expect(home.services.map((s) => [s.title, s.anchor])).toEqual([
      ['Companionship Care', 'companionship'],
      ['Homemaking Care', 'homemaking'],
      ['Personal Care', 'personal'],
      ['24/7 Private Duty', 'privateduty'],
    ])
    home.services.forEach((service) => expectLocalImage(service.image))
    expect(home.testimonials).toHaveLength(3)
    home.testimonials.forEach((story) => expectLocalImage(story.photo))
    expect(home.facts.map(({ label, value, suffix, durationMs }) => ({ label, value, suffix, durationMs }))).toEqual([
      { label: 'Approved counties', value: 8, suffix: null, durationMs: 5000 },
      { label: 'Satisfied clients', value: 100, suffix: '%', durationMs: 3000 },
    ])
    expect(home.counties.map((c) => `${c.name}, ${c.state}`)).toEqual(
      ['Cherokee', 'Clayton', 'DeKalb', 'Douglas', 'Forsyth', 'Fulton', 'Gwinnett', 'Henry'].map((n) => `${n}, GA`),
    )
  })

  it('homePageQuery leaves out a client story the owner has hidden', async () => {
    const { loadStarterDataset } = await import('@/sanity/lib/starter')
    const { evaluate, parse } = await import('groq-js')
    const dataset = (await loadStarterDataset()).map((doc) =>
      doc._id === 'testimonial-2' ? { ...doc, showOnSite: false } : doc,
    )
    const result = (await (await evaluate(parse(homePageQuery), { dataset })).get()) as HomePageQueryResult
    expect(result.testimonials.map((story) => story._id)).toEqual(['testimonial-1', 'testimonial-3'])
  })

  it('aboutPageQuery: every task, shift and service the agency offers', async () => {
    const about: AboutPageQueryResult = await sanityFetch({ query: aboutPageQuery })
    expectComplete(about)
    expect(about.page?.heading).toBe('About Us')
    expect(about.page?.leadLine).toBe(
      'We are dedicated to providing the satisfaction and quality of life of your loved ones.',
    )
    expect(about.page?.cards?.map((card) => card.body?.length)).toEqual([2, 2, 2])
    const byAnchor: Record<string, (typeof about.services)[number] | undefined> = Object.fromEntries(
      about.services.map((s) => [s.anchor, s]),
    )
    expect(byAnchor.companionship?.tasks).toEqual([
      'Pick up mail',
      'Sorting and organizing',
      'Transportation to appointments and outings',
      'Meal preparation and serving',
      'Light housekeeping',
      'Laundry and ironing',
      'Shopping and errands',
      'Medication reminders',
      'Correspondence services',
      'Walking companion',
      'Packing and unpacking',
    ])
    expect(byAnchor.homemaking?.tasks).toEqual([
      'Meal planning and preparation',
      'Light housekeeping',
      'Vacuuming and dusting',
      'Changing bedsheets',
      'Laundry',
      'Dishwashing',
      'Help sorting and reading mail',
    ])
    expect(byAnchor.homemaking?.availability).toMatch(/24 hours a day, 7 days a week/)
    expect(byAnchor.personal?.tasks).toEqual([
      'Bathing assistance',
      'Incontinence care',
      'Blood pressure and weight checks',
      'Activities of daily living',
      'Feeding',
    ])
    expect(byAnchor.privateduty?.shiftPatterns?.map((pattern) => pattern.shifts)).toEqual([
      ['7am-7pm', '7pm-7am'],
      ['8am-8pm', '8pm-8am'],
      ['7am-3pm', '3pm-11pm', '11pm-7am'],
    ])
    expect(about.counties).toHaveLength(8)
  })

  it('completionPageQuery: the thank-you text', async () => {
    const page: CompletionPageQueryResult = await sanityFetch({ query: completionPageQuery })
    expect(page?.heading).toBe('Thank you for your patronage!')
  })
})

describe('requests families sent are in no query of the site', () => {
  const SECRET = 'family-details-never-on-a-page'
  // Requests shaped to tempt every filter of the contract: ids, types, anchors, titles and references.
  const leads: FixtureDocument[] = [
    { _id: 'lead.0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37', _type: 'lead', kind: 'message', status: 'new', name: SECRET },
    { _id: 'drafts.lead.5f1d2c3b-aaaa-4bbb-8ccc-123456789abc', _type: 'lead', name: SECRET, anchor: SECRET },
    { _id: 'lead.settings', _type: 'lead', title: SECRET, anchor: 'personal', order: 0, message: SECRET },
    { _id: 'inbox.settings', _type: 'inboxSettings', retentionMonths: 12, note: SECRET },
  ]
  const contract = Object.entries(queries) as [string, string][]

  it.each(contract)(
    '%s returns the same with the inbox in the dataset, as visitors and in draft preview',
    async (_, query) => {
      const starter = (await loadStarterDataset()) as FixtureDocument[]
      for (const perspective of ['published', 'drafts', 'raw']) {
        const run = async (documents: FixtureDocument[]) =>
          (await evaluate(parse(query), { dataset: applyPerspective(documents, perspective) })).get()
        const withInbox = await run([...starter, ...leads])
        expect(JSON.stringify(withInbox)).not.toContain(SECRET)
        expect(JSON.stringify(withInbox)).not.toMatch(/"lead[."]/)
        expect(withInbox).toEqual(await run(starter))
      }
    },
  )

  it('no query names the lead type or the inbox settings', () => {
    expect(contract.length).toBeGreaterThanOrEqual(5)
    for (const [, query] of contract) expect(query).not.toMatch(/"lead"|\blead\.|inboxSettings/)
  })
})
