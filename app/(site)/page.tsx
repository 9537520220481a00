import type { Metadata } from 'next'
import { sanityFetch } from '@/sanity/fetch'
import { homePageQuery } from '@/sanity/queries'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

const HOME_TAGS = ['homePage', 'aboutPage', 'service', 'testimonial', 'fact', 'county']

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await sanityFetch({ query: homePageQuery, tags: HOME_TAGS })
  return { description: page?.metaDescription ?? undefined }
}

export default async function HomePage() {
  const { page, cards, services, testimonials, facts, counties } = await sanityFetch({
    query: homePageQuery,
    tags: HOME_TAGS,
  })
  return (
    <main>
      <h1>{page?.heroHeading}</h1>
      <ul>
        {page?.benefits?.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {cards?.map((card) => (
        <section key={card._key}>
          <h2>{card.title}</h2>
          <p>{card.text}</p>
        </section>
      ))}
      {services.map((service) => (
        <section key={service._id}>
          <h2>{service.title}</h2>
          <p>{service.summary}</p>
        </section>
      ))}
      {testimonials.map((story) => (
        <blockquote key={story._id}>
          <p>{story.quote}</p>
          <footer>{story.authorName}</footer>
        </blockquote>
      ))}
      <ul>
        {facts.map((fact) => (
          <li key={fact._id}>
            {fact.value}
            {fact.suffix} {fact.label}
          </li>
        ))}
      </ul>
      <ul>
        {counties.map((county) => (
          <li key={county._id}>{county.name} County</li>
        ))}
      </ul>
    </main>
  )
}
