import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = { title: 'Framework floor', robots: { index: false, follow: false } }

/**
 * A root layout of its own for the benchmark's framework floor: none of the
 * site's fonts, styles or client components (header menu, loader, behaviours)
 * load here, so what the page ships is Next and React alone.
 */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
