import { OG_SIZE, ogImage } from '@/app/_site/og-image'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

export const alt = 'The home care agency’s name, the Georgia counties it serves and its phone number'
export const size = OG_SIZE
export const contentType = 'image/png'

export default function OpenGraphImage() {
  return ogImage('en')
}
