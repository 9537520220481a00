import type { Metadata } from 'next'
import { sanityFetch } from '@/sanity/fetch'
import { aboutPageQuery } from '@/sanity/queries'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

const ABOUT_TAGS = ['aboutPage', 'service', 'county']

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await sanityFetch({ query: aboutPageQuery, tags: ABOUT_TAGS })
  return { title: page?.heading ?? 'About Us', description: page?.metaDescription ?? undefined }
}

export default async function AboutPage() {
  const { page, services } = await sanityFetch({ query: aboutPageQuery, tags: ABOUT_TAGS })
  return (
    <main>
      <h1>{page?.heading}</h1>
      <p>{page?.leadLine}</p>
      {services.map((service) => (
        <section key={service._id} id={service.anchor ?? undefined}>
          <h2>{service.title}</h2>
          <ul>
            {service.tasks?.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}
