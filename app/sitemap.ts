import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/env/site'
import { LANGUAGES } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { sanityFetch } from '@/sanity/lib/fetch'
import { settingsQuery } from '@/sanity/lib/queries'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
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
  const settings = await sanityFetch({ query: settingsQuery, params: { language: 'en' } })
  const languages = settings?.spanishPages === false ? (['en'] as const) : LANGUAGES
  const url = (language: (typeof LANGUAGES)[number], path: string) =>
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
