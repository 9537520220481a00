import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/env/site'

/** Everything public may be crawled; the Studio and any API route may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/api'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
