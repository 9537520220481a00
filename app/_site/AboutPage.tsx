import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
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
import { CostsSection } from '@/features/costs/CostsSection'
import { siteUrl } from '@/lib/env/site'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { buildFaqStructuredData, buildJobPostingStructuredData } from '@/lib/structured-data'
import { sanityFetch } from '@/sanity/lib/fetch'
import { aboutPageQuery, careCostsQuery, settingsQuery } from '@/sanity/lib/queries'
import { pageAlternates } from './alternates'

export async function aboutMetadata(language: Language): Promise<Metadata> {
  const [{ page }, settings] = await Promise.all([
    sanityFetch({ query: aboutPageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
  ])
  return {
    title: page?.heading?.trim() || wordsFor(language).fallback.aboutHeading,
    description: page?.metaDescription ?? undefined,
    alternates: pageAlternates(language, '/about', settings?.spanishPages !== false),
  }
}

/** `/about` and `/es/about`. */
export async function AboutPage({ language }: { language: Language }) {
  const [{ page, services, counties, faqs, team }, settings, costs] = await Promise.all([
    sanityFetch({ query: aboutPageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
    sanityFetch({ query: careCostsQuery, params: { language } }),
  ])
  if (language !== 'en' && settings?.spanishPages === false) notFound()
  const faqData = buildFaqStructuredData({ siteUrl: siteUrl(), faqs, language })
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
      <StoryDetails cards={page?.cards ?? null} language={language} />
      <Team page={page} team={team} language={language} />
      <ServiceDetails page={page} services={services} settings={settings} language={language} />
      <CostsSection costs={costs} settings={settings} language={language} />
      <CountiesServed page={page} counties={counties} language={language} />
      <Faq page={page} faqs={faqs} settings={settings} language={language} />
      <Careers page={page} settings={settings} counties={counties} language={language} />
      <PrivacyNotice page={page} settings={settings} language={language} />
      <AccessibilityStatement page={page} settings={settings} language={language} />
    </>
  )
}
