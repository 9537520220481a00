import { HomePage, homeMetadata } from '@/app/_pages/HomePage'
import { pageLanguage } from './language'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

export const generateMetadata = async () => homeMetadata(await pageLanguage())

export default async function Page() {
  return <HomePage language={await pageLanguage()} />
}
