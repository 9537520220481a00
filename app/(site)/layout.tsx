import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { sanityFetch } from '@/sanity/fetch'
import { settingsQuery } from '@/sanity/queries'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await sanityFetch({ query: settingsQuery, tags: ['settings'] })
  const name = settings?.agencyName ?? 'Home care'
  return { title: { default: name, template: `%s | ${name}` } }
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body>{children}</body>
    </html>
  )
}
