import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { atkinson } from '@/app/fonts'
import { LazyAnalytics } from '@/app/_pages/frame/analytics/LazyAnalytics'
import { AnchorScroll } from '@/app/_pages/frame/behaviour/AnchorScroll'
import { CallBar } from '@/app/_pages/frame/call-bar/CallBar'
import { Lightbox } from '@/app/_pages/frame/behaviour/Lightbox'
import { Ripple } from '@/app/_pages/frame/behaviour/Ripple'
import { ScrollAnimations } from '@/app/_pages/frame/behaviour/ScrollAnimations'
import { Footer } from '@/app/_pages/frame/Footer'
import { Header } from '@/app/_pages/frame/header/Header'
import { PageLoader } from '@/app/_pages/frame/PageLoader'
import { LazyPreviewTools } from '@/app/_pages/frame/preview/LazyPreviewTools'
import { analyticsEnabled, siteUrl } from '@/lib/env/site'
import { liveLanguages, localeOf, ogLocaleOf, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { showsPageLoader } from '@/schemas/singletons/page-loader'
import { sanityFetch } from '@/sanity/fetch'
import { navigationQuery, settingsQuery } from '@/sanity/page-queries'
import './globals.css'
import styles from './layout.module.css'

/**
 * The frame of every page, in each language: `app/(site)/layout.tsx` for
 * the default language, `app/(translated)/[language]/layout.tsx` for every
 * other one, two root layouts, so that each page's `<html lang>` is its own
 * from the first byte and no language needs code on every request to tell
 * them apart (docs/decisions.md, "Languages").
 */
export async function siteMetadata(language: Language): Promise<Metadata> {
  const settings = await sanityFetch({ query: settingsQuery, params: { language } })
  const name = settings?.agencyName?.trim() || wordsFor(language).fallback.agencyName
  const others = liveLanguages(settings?.publishedLanguages).filter((other) => other !== language)
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
      locale: ogLocaleOf(language),
      ...(others.length > 0 ? { alternateLocale: others.map(ogLocaleOf) } : {}),
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
    <html lang={localeOf(language)} className={atkinson.variable}>
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
