import { OG_SIZE, ogImage } from '@/app/_pages/og-image'
import { DEFAULT_LANGUAGE, languageOfSegment } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { pageLanguage } from './language'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

// One image, described in the page's language (a static `alt` could say it in one language only).
export async function generateImageMetadata({ params }: { params: Promise<{ language: string }> }) {
  const language = languageOfSegment((await params).language) ?? DEFAULT_LANGUAGE
  return [{ id: 'card', alt: wordsFor(language).pages.shareImageAlt, size: OG_SIZE, contentType: 'image/png' }]
}

export default async function OpenGraphImage() {
  return ogImage(await pageLanguage())
}
