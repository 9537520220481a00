import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/app/_pages/JsonLd'
import { CallToAction } from '@/app/_pages/sections/CallToAction'
import { ClientStories } from '@/app/_pages/sections/ClientStories'
import { outsideRatingsQuery } from '@/features/ratings/ratings-query'
import { ContactSection } from '@/features/requests/ContactSection'
import { Facts } from '@/app/_pages/sections/Facts'
import { Hero } from '@/app/_pages/sections/Hero'
import { HowItWorks } from '@/app/_pages/sections/HowItWorks'
import { ServiceCards } from '@/app/_pages/sections/ServiceCards'
import { StoryCards } from '@/app/_pages/sections/StoryCards'
import { TrustStrip } from '@/app/_pages/sections/TrustStrip'
import { WhyChooseUs } from '@/app/_pages/sections/WhyChooseUs'
import { siteUrl } from '@/lib/env/site'
import { fill } from '@/lib/i18n/fill'
import { wordsFor } from '@/lib/i18n/words'
import { liveLanguages, type Language } from '@/lib/i18n/languages'
import { buildHomeStructuredData } from '@/app/_pages/structured-data'
import { sanityFetch } from '@/sanity/fetch'
import { homePageQuery, settingsQuery } from '@/sanity/page-queries'
import { pageAlternates } from './alternates'

export async function homeMetadata(language: Language): Promise<Metadata> {
  const [{ page }, settings] = await Promise.all([
    sanityFetch({ query: homePageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
  ])
  const words = wordsFor(language)
  const agency = settings?.agencyName?.trim() || words.fallback.agencyName
  return {
    title: { absolute: fill(words.pages.homeTitle, { agency }) },
    description: page?.metaDescription ?? undefined,
    alternates: pageAlternates(language, '/', liveLanguages(settings?.publishedLanguages)),
  }
}

/** `/` and `/es`: the same sections, each in the page's language. */
export async function HomePage({ language }: { language: Language }) {
  const [{ page, cards, services, testimonials, facts, counties }, settings, ratings] = await Promise.all([
    sanityFetch({ query: homePageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
    sanityFetch({ query: outsideRatingsQuery }),
  ])
  if (!liveLanguages(settings?.publishedLanguages).includes(language)) notFound()
  const structuredData = buildHomeStructuredData({
    siteUrl: siteUrl(),
    settings,
    description: page?.metaDescription,
    services,
    counties,
    language,
  })
  return (
    <>
      <JsonLd data={structuredData} />
      <Hero page={page} settings={settings} counties={counties} language={language} />
      <TrustStrip settings={settings} language={language} />
      <WhyChooseUs page={page} counties={counties} settings={settings} language={language} />
      <StoryCards cards={cards} language={language} />
      <ServiceCards page={page} services={services} language={language} />
      <HowItWorks page={page} language={language} />
      <CallToAction page={page} settings={settings} language={language} />
      <ClientStories page={page} testimonials={testimonials} ratings={ratings} language={language} />
      <Facts facts={facts} language={language} />
      <ContactSection page={page} settings={settings} services={services} counties={counties} language={language} />
    </>
  )
}
