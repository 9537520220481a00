import type { Metadata } from 'next'
import { CallToAction } from '@/components/sections/CallToAction'
import { ClientStories } from '@/components/sections/ClientStories'
import { ContactSection } from '@/components/sections/ContactSection'
import { Facts } from '@/components/sections/Facts'
import { Hero } from '@/components/sections/Hero'
import { ServiceCards } from '@/components/sections/ServiceCards'
import { StoryCards } from '@/components/sections/StoryCards'
import { WhyChooseUs } from '@/components/sections/WhyChooseUs'
import { sanityFetch } from '@/sanity/fetch'
import { homePageQuery, settingsQuery } from '@/sanity/queries'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await sanityFetch({ query: homePageQuery })
  return { description: page?.metaDescription ?? undefined }
}

export default async function HomePage() {
  const [{ page, cards, services, testimonials, facts, counties }, settings] = await Promise.all([
    sanityFetch({ query: homePageQuery }),
    sanityFetch({ query: settingsQuery }),
  ])
  return (
    <>
      <Hero page={page} settings={settings} />
      <WhyChooseUs page={page} counties={counties} settings={settings} />
      <StoryCards cards={cards} />
      <ServiceCards page={page} services={services} />
      <CallToAction page={page} settings={settings} />
      <ClientStories page={page} testimonials={testimonials} />
      <Facts facts={facts} />
      <ContactSection page={page} settings={settings} />
    </>
  )
}
