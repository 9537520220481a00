import { OG_SIZE, ogImage } from '@/app/_site/og-image'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

export const alt = 'El nombre de la agencia de cuidado en el hogar, los condados de Georgia que atiende y su teléfono'
export const size = OG_SIZE
export const contentType = 'image/png'

export default function OpenGraphImage() {
  return ogImage('es')
}
