import type { ReactNode } from 'react'
import { SiteLayout, siteMetadata } from '@/app/_pages/SiteLayout'
import { pageLanguage, translatedParams } from './language'

// The pages of every language but the default, one static copy each; any other first segment is not one of them.
export const dynamicParams = false
export const generateStaticParams = translatedParams

export const generateMetadata = async () => siteMetadata(await pageLanguage())

export default async function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout language={await pageLanguage()}>{children}</SiteLayout>
}
