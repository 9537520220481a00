import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { atkinson } from '@/app/fonts'
import { LazyAnalytics } from '@/components/analytics/LazyAnalytics'
import { AnchorScroll } from '@/components/behaviour/AnchorScroll'
import { CallBar } from '@/components/call-bar/CallBar'
import { Lightbox } from '@/components/behaviour/Lightbox'
import { Ripple } from '@/components/behaviour/Ripple'
import { ScrollAnimations } from '@/components/behaviour/ScrollAnimations'
import { Footer } from '@/components/Footer'
import { Header } from '@/components/header/Header'
import { PageLoader } from '@/components/PageLoader'
import { LazyPreviewTools } from '@/components/preview/LazyPreviewTools'
import { analyticsEnabled, siteUrl } from '@/lib/env/site'
import { showsPageLoader } from '@/lib/page-loader'
import { sanityFetch } from '@/sanity/lib/fetch'
import { navigationQuery, settingsQuery } from '@/sanity/lib/queries'
import './globals.css'
import styles from './layout.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await sanityFetch({ query: settingsQuery })
  const name = settings?.agencyName?.trim() || FALLBACK_TEXT.agencyName
  return {
    // Relative URLs in every page's metadata (canonical links, the Open
    // Graph image) are made absolute against the public address.
    metadataBase: new URL(`${siteUrl()}/`),
    title: { default: name, template: `%s | ${name}` },
    // Title and description of the Open Graph and Twitter cards come from
    // each page's own; the image from opengraph-image.tsx beside this file.
    openGraph: { type: 'website', siteName: name, locale: 'en_US' },
    twitter: { card: 'summary_large_image' },
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, services, preview] = await Promise.all([
    sanityFetch({ query: settingsQuery }),
    sanityFetch({ query: navigationQuery }),
    draftMode().then((mode) => mode.isEnabled),
  ])
  return (
    <html lang="en-US" className={atkinson.variable}>
      <body>
        <a href="#main" className={styles.skipLink}>
          Skip to main content
        </a>
        {showsPageLoader(settings?.showPageLoader) ? <PageLoader /> : null}
        <Header settings={settings} services={services} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer settings={settings} services={services} />
        <CallBar settings={settings} />
        <AnchorScroll />
        <Lightbox />
        <ScrollAnimations />
        <Ripple />
        {preview ? <LazyPreviewTools /> : null}
        {analyticsEnabled() ? <LazyAnalytics /> : null}
      </body>
    </html>
  )
}
