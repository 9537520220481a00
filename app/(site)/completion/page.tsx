import type { Metadata } from 'next'
import Link from 'next/link'
import { sanityFetch } from '@/sanity/fetch'
import { completionPageQuery } from '@/sanity/queries'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

export default async function CompletionPage() {
  const page = await sanityFetch({ query: completionPageQuery, tags: ['completionPage'] })
  return (
    <main>
      <h1>{page?.heading ?? 'Thank you'}</h1>
      {page?.message ? <p>{page.message}</p> : null}
      <Link href="/">Return to Home</Link>
    </main>
  )
}
