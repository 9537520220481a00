/**
 * The public address of the site and the switches of a deployment
 * (development, analytics). Checked here, so that a wrong value stops the
 * build with a message naming the variable.
 */

export const FALLBACK_SITE_URL = 'http://localhost:3000'

export interface SiteUrlEnv {
  NEXT_PUBLIC_SITE_URL?: string
  /** Set by Vercel on every deployment: the production domain, without a scheme. */
  VERCEL_PROJECT_PRODUCTION_URL?: string
}

export interface ResolvedSiteUrl {
  /** Origin plus any base path, without a trailing slash: `https://example.com`. */
  url: string
  /** True when neither variable was set and the local address is used. */
  fallback: boolean
}

/**
 * The public address of the site, for everything a search engine or a social
 * network reads without a request to go by: canonical links, the sitemap,
 * robots.txt, Open Graph URLs and the structured data.
 */
export function resolveSiteUrl(env: SiteUrlEnv): ResolvedSiteUrl {
  const configured = env.NEXT_PUBLIC_SITE_URL?.trim()
  if (configured) {
    let parsed: URL
    try {
      parsed = new URL(configured)
    } catch {
      throw new Error(
        `NEXT_PUBLIC_SITE_URL "${configured}" is not a URL: use the full address, e.g. https://example.com`,
      )
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new Error(`NEXT_PUBLIC_SITE_URL "${configured}" must start with https:// (or http:// for a local run)`)
    }
    return { url: `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, ''), fallback: false }
  }
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL?.trim()
  if (vercel) return { url: `https://${vercel.replace(/\/+$/, '')}`, fallback: false }
  return { url: FALLBACK_SITE_URL, fallback: true }
}

let warnedSiteUrl = false

export function siteUrl(): string {
  const { url, fallback } = resolveSiteUrl({
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  })
  // Said once per process, in development and in builds alike: a deployed
  // site whose canonical links point at localhost is invisible to search.
  if (fallback && !warnedSiteUrl && process.env.NODE_ENV !== 'test') {
    warnedSiteUrl = true
    console.warn(
      `NEXT_PUBLIC_SITE_URL is not set: canonical links, the sitemap and structured data use ${FALLBACK_SITE_URL}. Set it to the public address (e.g. https://example.com) before deploying.`,
    )
  }
  return url
}

/** `next dev` (React's dev tooling; the Studio's GROQ playground). */
export const isDevelopment = process.env.NODE_ENV === 'development'

/**
 * Page views and Core Web Vitals, where they can be received: on Vercel, or
 * wherever NEXT_PUBLIC_ENABLE_ANALYTICS=true says the host has the /_vercel
 * endpoints. Elsewhere (local runs, tests) no script is requested.
 */
export function analyticsEnabled(): boolean {
  return process.env.VERCEL === '1' || process.env.NEXT_PUBLIC_ENABLE_ANALYTICS === 'true'
}
