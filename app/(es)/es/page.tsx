import { HomePage, homeMetadata } from '@/app/_site/HomePage'

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

export const generateMetadata = () => homeMetadata('es')

export default function Page() {
  return <HomePage language="es" />
}
