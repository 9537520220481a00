import type { Metadata } from 'next'
import { SiteLink } from '@/components/ui/SiteLink'
import button from '@/components/ui/Button.module.css'
import { sanityFetch } from '@/sanity/lib/fetch'
import { completionPageQuery } from '@/sanity/lib/queries'
import styles from '../status-page.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

// Where the payment provider returns a visitor: never in search results
// (noindex), and out of the sitemap (docs/decisions.md, "Search engines").
// `follow` stays on, so the links home still count.
export const metadata: Metadata = {
  title: 'Thank you',
  description: 'Thank you for your payment.',
  robots: { index: false, follow: true },
}

export default async function CompletionPage() {
  const page = await sanityFetch({ query: completionPageQuery })
  return (
    <div className={styles.page}>
      <h1>{page?.heading?.trim() || FALLBACK_TEXT.completionHeading}</h1>
      {page?.message ? <p>{page.message}</p> : null}
      <div className={styles.actions}>
        <SiteLink href="/" className={button.button}>
          Return to Home
        </SiteLink>
      </div>
    </div>
  )
}
