import type { Metadata } from 'next'
import { SiteLink } from '@/components/ui/SiteLink'
import button from '@/components/ui/Button.module.css'
import { telHref } from '@/lib/contact-links'
import { sanityFetch } from '@/sanity/lib/fetch'
import { settingsQuery } from '@/sanity/lib/queries'
import styles from './status-page.module.css'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default async function NotFound() {
  const settings = await sanityFetch({ query: settingsQuery })
  const tel = telHref(settings?.phone)
  return (
    <div className={styles.page}>
      <h1>We could not find that page</h1>
      <p>The address may be mistyped, or the page may have moved. Everything we offer is one step away:</p>
      <div className={styles.actions}>
        <SiteLink href="/" className={button.button}>
          Go to the home page
        </SiteLink>
        {tel ? (
          <a href={tel} className={`${button.button} ${button.secondary}`}>
            Call us at {settings?.phone}
          </a>
        ) : null}
      </div>
    </div>
  )
}
