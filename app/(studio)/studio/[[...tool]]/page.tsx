import type { Metadata } from 'next'
import { metadata as studioMetadata, viewport as studioViewport } from 'next-sanity/studio'
import { ConnectProject } from '@/studio/ConnectProject'
import { Studio } from '@/studio/Studio'
import { contentSource } from '@/lib/env/content'

export const dynamic = 'force-static'

export const metadata: Metadata = {
  ...studioMetadata,
  title: 'Content Studio',
  robots: { index: false, follow: false },
}
export const viewport = studioViewport

export default function StudioPage() {
  return contentSource().kind === 'contentLake' ? <Studio /> : <ConnectProject />
}
