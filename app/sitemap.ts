import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/env/site'

/**
 * The pages search engines should index. Not /completion (where the payment
 * provider returns a visitor, marked noindex) and not /studio (the editors'
 * tool).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl()
  return [
    { url: `${base}/`, changeFrequency: 'monthly', priority: 1 },
    { url: `${base}/about`, changeFrequency: 'monthly', priority: 0.8 },
  ]
}
