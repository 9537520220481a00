import type { ReactNode } from 'react'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import { SiteLayout, siteMetadata } from '@/app/_pages/SiteLayout'

export const generateMetadata = () => siteMetadata(DEFAULT_LANGUAGE)

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout language={DEFAULT_LANGUAGE}>{children}</SiteLayout>
}
