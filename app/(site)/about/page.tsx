import { AboutPage, aboutMetadata } from '@/app/_site/AboutPage'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

export const generateMetadata = () => aboutMetadata('en')

export default function Page() {
  return <AboutPage language="en" />
}
