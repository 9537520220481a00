import type { Metadata } from 'next'
import { JsonLd } from '@/components/JsonLd'
import { AboutHero } from '@/components/sections/AboutHero'
import { AccessibilityStatement } from '@/components/sections/AccessibilityStatement'
import { Careers } from '@/components/sections/Careers'
import { CountiesServed } from '@/components/sections/CountiesServed'
import { Faq } from '@/components/sections/Faq'
import { PrivacyNotice } from '@/components/sections/PrivacyNotice'
import { ServiceDetails } from '@/components/sections/ServiceDetails'
import { StoryDetails } from '@/components/sections/StoryDetails'
import { Team } from '@/components/sections/Team'
import { siteUrl } from '@/lib/env/site'
import { buildFaqStructuredData, buildJobPostingStructuredData } from '@/lib/structured-data'
import { sanityFetch } from '@/sanity/lib/fetch'
import { aboutPageQuery, settingsQuery } from '@/sanity/lib/queries'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await sanityFetch({ query: aboutPageQuery })
  return {
    title: page?.heading?.trim() || FALLBACK_TEXT.aboutHeading,
    description: page?.metaDescription ?? undefined,
    alternates: { canonical: '/about' },
  }
}

export default async function AboutPage() {
  const [{ page, services, counties, faqs, team }, settings] = await Promise.all([
    sanityFetch({ query: aboutPageQuery }),
    sanityFetch({ query: settingsQuery }),
  ])
  const faqData = buildFaqStructuredData({ siteUrl: siteUrl(), faqs })
  const jobData = buildJobPostingStructuredData({
    siteUrl: siteUrl(),
    careers: page?.careers,
    updatedAt: page?._updatedAt,
    settings,
    counties,
  })
  return (
    <>
      {faqData ? <JsonLd data={faqData} /> : null}
      {jobData ? <JsonLd data={jobData} /> : null}
      <AboutHero page={page} settings={settings} />
      <StoryDetails cards={page?.cards ?? null} />
      <Team page={page} team={team} />
      <ServiceDetails page={page} services={services} settings={settings} />
      <CountiesServed page={page} counties={counties} />
      <Faq page={page} faqs={faqs} settings={settings} />
      <Careers page={page} settings={settings} counties={counties} />
      <PrivacyNotice page={page} settings={settings} />
      <AccessibilityStatement page={page} settings={settings} />
    </>
  )
}
