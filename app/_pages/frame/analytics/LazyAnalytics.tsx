'use client'

import { lazy, Suspense } from 'react'

// Fetched only where analytics is switched on (the layout renders this there), so other hosts carry none of it.
// React's own lazy, not next/dynamic, whose runtime would be 2.5 KB on every page for these two (issue 40).
const Analytics = lazy(() => import('@vercel/analytics/next').then((module) => ({ default: module.Analytics })))
const SpeedInsights = lazy(() =>
  import('@vercel/speed-insights/next').then((module) => ({ default: module.SpeedInsights })),
)

export function LazyAnalytics() {
  return (
    <Suspense fallback={null}>
      <Analytics />
      <SpeedInsights />
    </Suspense>
  )
}
