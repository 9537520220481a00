import type { Metadata } from 'next'
import Link from 'next/link'
import button from '@/components/ui/Button.module.css'
import { sanityFetch } from '@/sanity/fetch'
import { completionPageQuery } from '@/sanity/queries'
import styles from '../status-page.module.css'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

// Left out of the sitemap, as a page nobody searches for, but not marked
// noindex: a search engine that finds it finds a kind page with a way home.
export const metadata: Metadata = {
  title: 'Thank you',
  description: 'Thank you for your payment.',
  alternates: { canonical: '/completion' },
}

export default async function CompletionPage() {
  const page = await sanityFetch({ query: completionPageQuery })
  return (
    <div className={styles.page}>
      <h1>{page?.heading ?? 'Thank you!'}</h1>
      {page?.message ? <p>{page.message}</p> : null}
      <div className={styles.actions}>
        <Link href="/" className={button.button}>
          Return to Home
        </Link>
      </div>
    </div>
  )
}
