import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/env/site'
import { DEFAULT_LANGUAGE, liveLanguages, type Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { sanityFetch } from '@/sanity/fetch'
import { settingsQuery } from '@/sanity/page-queries'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

const PAGES = [
  { path: '/', priority: 1 },
  { path: '/about', priority: 0.8 },
] as const

/**
 * The pages search engines should index, in each language the site has,
 * each with its translations. Not /completion (where the payment provider
 * returns a visitor, marked noindex) and not /studio (the editors' tool).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const settings = await sanityFetch({ query: settingsQuery, params: { language: DEFAULT_LANGUAGE } })
  const languages = liveLanguages(settings?.publishedLanguages)
  const url = (language: Language, path: string) =>
    `${base}${localePath(language, path) === '/' ? '/' : localePath(language, path)}`
  return languages.flatMap((language) =>
    PAGES.map(({ path, priority }) => ({
      url: url(language, path),
      changeFrequency: 'monthly' as const,
      priority,
      ...(languages.length > 1
        ? { alternates: { languages: Object.fromEntries(languages.map((other) => [other, url(other, path)])) } }
        : {}),
    })),
  )
}
