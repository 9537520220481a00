import type { ReactNode } from 'react'

/**
 * The Studio's own root layout: none of the public site's fonts, styles or
 * scripts load here, and none of the Studio's load on public pages.
 */
export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  )
}
