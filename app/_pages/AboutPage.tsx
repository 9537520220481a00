import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/app/_pages/JsonLd'
import { AboutHero } from '@/app/_pages/sections/AboutHero'
import { AccessibilityStatement } from '@/app/_pages/sections/AccessibilityStatement'
import { Careers } from '@/app/_pages/sections/Careers'
import { CountiesServed } from '@/app/_pages/sections/CountiesServed'
import { Faq } from '@/app/_pages/sections/Faq'
import { PrivacyNotice } from '@/app/_pages/sections/PrivacyNotice'
import { ServiceDetails } from '@/app/_pages/sections/ServiceDetails'
import { StoryDetails } from '@/app/_pages/sections/StoryDetails'
import { Team } from '@/app/_pages/sections/Team'
import { CostsSection } from '@/features/costs/CostsSection'
import { siteUrl } from '@/lib/env/site'
import { liveLanguages, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { buildFaqStructuredData, buildJobPostingStructuredData } from '@/app/_pages/structured-data'
import { sanityFetch } from '@/sanity/fetch'
import { careCostsQuery } from '@/features/costs/costs-query'
import { aboutPageQuery, settingsQuery } from '@/sanity/page-queries'
import { pageAlternates } from './alternates'
import { siteFacts } from './site-facts'

export async function aboutMetadata(language: Language): Promise<Metadata> {
  const [{ page }, settings] = await Promise.all([
    sanityFetch({ query: aboutPageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
  ])
  return {
    title: page?.heading?.trim() || wordsFor(language).fallback.aboutHeading,
    description: page?.metaDescription ?? undefined,
    alternates: pageAlternates(language, '/about', liveLanguages(settings?.publishedLanguages)),
  }
}

/** `/about` and `/es/about`. */
export async function AboutPage({ language }: { language: Language }) {
  const [{ page, services, counties, faqs, team }, settings, costs] = await Promise.all([
    sanityFetch({ query: aboutPageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
    sanityFetch({ query: careCostsQuery, params: { language } }),
  ])
  if (!liveLanguages(settings?.publishedLanguages).includes(language)) notFound()
  const facts = siteFacts({ settings, costs, language })
  const faqData = buildFaqStructuredData({ siteUrl: siteUrl(), faqs, facts, language })
  const jobData = buildJobPostingStructuredData({
    siteUrl: siteUrl(),
    careers: page?.careers,
    updatedAt: page?._updatedAt,
    settings,
    counties,
    language,
  })
  return (
    <>
      {faqData ? <JsonLd data={faqData} /> : null}
      {jobData ? <JsonLd data={jobData} /> : null}
      <AboutHero page={page} settings={settings} language={language} />
      <StoryDetails cards={page?.cards ?? null} language={language} facts={facts} />
      <Team page={page} team={team} language={language} />
      <ServiceDetails page={page} services={services} settings={settings} language={language} facts={facts} />
      <CostsSection costs={costs} settings={settings} language={language} />
      <CountiesServed page={page} counties={counties} language={language} />
      <Faq page={page} faqs={faqs} settings={settings} language={language} facts={facts} />
      <Careers page={page} settings={settings} counties={counties} language={language} />
      <PrivacyNotice page={page} settings={settings} language={language} />
      <AccessibilityStatement page={page} settings={settings} language={language} />
    </>
  )
}
