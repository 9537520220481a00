import { CompletionPage, completionMetadata } from '@/app/_site/CompletionPage'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

export const generateMetadata = () => completionMetadata('es')

export default function Page() {
  return <CompletionPage language="es" />
}
