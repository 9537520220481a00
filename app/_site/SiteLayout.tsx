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
import { LOCALE, OG_LOCALE, otherLanguage, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { showsPageLoader } from '@/lib/page-loader'
import { sanityFetch } from '@/sanity/lib/fetch'
import { navigationQuery, settingsQuery } from '@/sanity/lib/queries'
import './globals.css'
import styles from './layout.module.css'

/**
 * The frame of every page, in each language: `app/(site)/layout.tsx` for
 * English, `app/(es)/es/layout.tsx` for Spanish, two root layouts, so that
 * each page's `<html lang>` is its own from the first byte and neither
 * language needs code on every request to tell them apart
 * (docs/decisions.md, "Two languages").
 */
export async function siteMetadata(language: Language): Promise<Metadata> {
  const settings = await sanityFetch({ query: settingsQuery, params: { language } })
  const name = settings?.agencyName?.trim() || wordsFor(language).fallback.agencyName
  const spanish = settings?.spanishPages !== false
  return {
    // Relative URLs in every page's metadata (canonical links, the Open
    // Graph image) are made absolute against the public address.
    metadataBase: new URL(`${siteUrl()}/`),
    title: { default: name, template: `%s | ${name}` },
    // Title and description of the Open Graph and Twitter cards come from
    // each page's own; the image from opengraph-image.tsx beside the layout.
    openGraph: {
      type: 'website',
      siteName: name,
      locale: OG_LOCALE[language],
      ...(spanish ? { alternateLocale: [OG_LOCALE[otherLanguage(language)]] } : {}),
    },
    twitter: { card: 'summary_large_image' },
  }
}

export async function SiteLayout({ language, children }: { language: Language; children: ReactNode }) {
  const [settings, services, preview] = await Promise.all([
    sanityFetch({ query: settingsQuery, params: { language } }),
    sanityFetch({ query: navigationQuery, params: { language } }),
    draftMode().then((mode) => mode.isEnabled),
  ])
  return (
    <html lang={LOCALE[language]} className={atkinson.variable}>
      <body>
        <a href="#main" className={styles.skipLink}>
          {wordsFor(language).site.skipLink}
        </a>
        {showsPageLoader(settings?.showPageLoader) ? <PageLoader /> : null}
        <Header settings={settings} services={services} language={language} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer settings={settings} services={services} language={language} />
        <CallBar settings={settings} language={language} />
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
