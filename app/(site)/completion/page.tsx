import { CompletionPage, completionMetadata } from '@/app/_pages/CompletionPage'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/fetch.ts.
export const revalidate = 3600

export const generateMetadata = () => completionMetadata(DEFAULT_LANGUAGE)

export default function Page() {
  return <CompletionPage language={DEFAULT_LANGUAGE} />
}
