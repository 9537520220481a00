import type { Metadata } from 'next'
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
import { buildHomeStructuredData } from '@/lib/structured-data'
import { sanityFetch } from '@/sanity/lib/fetch'
import { homePageQuery, settingsQuery } from '@/sanity/lib/queries'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await sanityFetch({ query: homePageQuery })
  return { description: page?.metaDescription ?? undefined, alternates: { canonical: '/' } }
}

export default async function HomePage() {
  const [{ page, cards, services, testimonials, facts, counties }, settings] = await Promise.all([
    sanityFetch({ query: homePageQuery }),
    sanityFetch({ query: settingsQuery }),
  ])
  const structuredData = buildHomeStructuredData({
    siteUrl: siteUrl(),
    settings,
    description: page?.metaDescription,
    services,
    counties,
  })
  return (
    <>
      <JsonLd data={structuredData} />
      <Hero page={page} settings={settings} counties={counties} />
      <TrustStrip settings={settings} />
      <WhyChooseUs page={page} counties={counties} settings={settings} />
      <StoryCards cards={cards} />
      <ServiceCards page={page} services={services} />
      <HowItWorks page={page} />
      <CallToAction page={page} settings={settings} />
      <ClientStories page={page} testimonials={testimonials} />
      <Facts facts={facts} />
      <ContactSection page={page} settings={settings} services={services} counties={counties} />
    </>
  )
}
