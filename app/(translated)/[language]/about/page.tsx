import { AboutPage, aboutMetadata } from '@/app/_pages/AboutPage'
import { pageLanguage } from '../language'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

export const generateMetadata = async () => aboutMetadata(await pageLanguage())

export default async function Page() {
  return <AboutPage language={await pageLanguage()} />
}
