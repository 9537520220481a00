import type { Metadata } from 'next'
import { AboutHero } from '@/components/sections/AboutHero'
import { CountiesServed } from '@/components/sections/CountiesServed'
import { ServiceDetails } from '@/components/sections/ServiceDetails'
import { StoryDetails } from '@/components/sections/StoryDetails'
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
  const [{ page, services, counties }, settings] = await Promise.all([
    sanityFetch({ query: aboutPageQuery }),
    sanityFetch({ query: settingsQuery }),
  ])
  return (
    <>
      <AboutHero page={page} settings={settings} />
      <StoryDetails cards={page?.cards ?? null} />
      <ServiceDetails page={page} services={services} settings={settings} />
      <CountiesServed page={page} counties={counties} />
    </>
  )
}
