import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/JsonLd'
import { CallToAction } from '@/components/sections/CallToAction'
import { ClientStories } from '@/components/sections/ClientStories'
import { ContactSection } from '@/features/requests/ContactSection'
import { Facts } from '@/components/sections/Facts'
import { Hero } from '@/components/sections/Hero'
import { HowItWorks } from '@/components/sections/HowItWorks'
import { ServiceCards } from '@/components/sections/ServiceCards'
import { StoryCards } from '@/components/sections/StoryCards'
import { TrustStrip } from '@/components/sections/TrustStrip'
import { WhyChooseUs } from '@/components/sections/WhyChooseUs'
import { siteUrl } from '@/lib/env/site'
import type { Language } from '@/lib/i18n/languages'
import { buildHomeStructuredData } from '@/lib/structured-data'
import { sanityFetch } from '@/sanity/lib/fetch'
import { homePageQuery, settingsQuery } from '@/sanity/lib/queries'
import { pageAlternates } from './alternates'

export async function homeMetadata(language: Language): Promise<Metadata> {
  const [{ page }, settings] = await Promise.all([
    sanityFetch({ query: homePageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
  ])
  return {
    description: page?.metaDescription ?? undefined,
    alternates: pageAlternates(language, '/', settings?.spanishPages !== false),
  }
}

/** `/` and `/es`: the same sections, each in the page's language. */
export async function HomePage({ language }: { language: Language }) {
  const [{ page, cards, services, testimonials, facts, counties, ratings }, settings] = await Promise.all([
    sanityFetch({ query: homePageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
  ])
  if (language !== 'en' && settings?.spanishPages === false) notFound()
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
