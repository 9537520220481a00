import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SiteLink } from '@/components/SiteLink'
import button from '@/components/Button.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import { liveLanguages, type Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { wordsFor } from '@/lib/i18n/words'
import { sanityFetch } from '@/sanity/fetch'
import { completionPageQuery, settingsQuery } from '@/sanity/page-queries'
import { pageAlternates } from './alternates'
import styles from './status-page.module.css'

// Where the payment provider returns a visitor: never in search results
// (noindex), and out of the sitemap (docs/decisions.md, "Search engines").
// `follow` stays on, so the links home still count.
export async function completionMetadata(language: Language): Promise<Metadata> {
  const { pages } = wordsFor(language)
  const settings = await sanityFetch({ query: settingsQuery, params: { language } })
  return {
    title: pages.completionTitle,
    description: pages.completionDescription,
    robots: { index: false, follow: true },
    alternates: pageAlternates(language, '/completion', liveLanguages(settings?.publishedLanguages), {
      indexed: false,
    }),
  }
}

/** `/completion` and `/es/completion`. */
export async function CompletionPage({ language }: { language: Language }) {
  const [page, settings] = await Promise.all([
    sanityFetch({ query: completionPageQuery, params: { language } }),
    sanityFetch({ query: settingsQuery, params: { language } }),
  ])
  if (!liveLanguages(settings?.publishedLanguages).includes(language)) notFound()
  const words = wordsFor(language)
  const heading = page?.heading?.trim()
  return (
    <div className={styles.page}>
      <h1 {...(heading ? langOf(page, 'heading') : {})}>{heading || words.fallback.completionHeading}</h1>
      {page?.message ? <p {...langOf(page, 'message')}>{page.message}</p> : null}
      <div className={styles.actions}>
        <SiteLink href={localePath(language, '/')} className={button.button}>
          {words.pages.returnHome}
        </SiteLink>
      </div>
    </div>
  )
}
