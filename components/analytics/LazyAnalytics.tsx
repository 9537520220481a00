'use client'

import dynamic from 'next/dynamic'

// Fetched only where analytics is switched on, so other hosts carry none of it.
const Analytics = dynamic(() => import('@vercel/analytics/next').then((module) => module.Analytics))
const SpeedInsights = dynamic(() => import('@vercel/speed-insights/next').then((module) => module.SpeedInsights))

export function LazyAnalytics() {
  return (
    <>
      <Analytics />
      <SpeedInsights />
    </>
  )
}
