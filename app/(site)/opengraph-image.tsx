import { OG_SIZE, ogImage } from '@/app/_pages/og-image'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

export const alt = wordsFor(DEFAULT_LANGUAGE).pages.shareImageAlt
export const size = OG_SIZE
export const contentType = 'image/png'

export default function OpenGraphImage() {
  return ogImage(DEFAULT_LANGUAGE)
}
