import { CompletionPage, completionMetadata } from '@/app/_pages/CompletionPage'
import { pageLanguage } from '../language'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

export const generateMetadata = async () => completionMetadata(await pageLanguage())

export default async function Page() {
  return <CompletionPage language={await pageLanguage()} />
}
