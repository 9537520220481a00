import type { ReactNode } from 'react'
import { SiteLayout, siteMetadata } from '@/app/_site/SiteLayout'

export const generateMetadata = () => siteMetadata('en')

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout language="en">{children}</SiteLayout>
}
