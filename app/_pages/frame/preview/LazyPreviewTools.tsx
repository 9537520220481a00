'use client'

import { lazy, Suspense } from 'react'
import { useHydrated } from '@/components/use-hydrated'

// A chunk of its own, fetched only when the layout renders this, in preview: visitors' pages never carry the
// preview code. React's own lazy, not next/dynamic, whose runtime would be 2.5 KB on every page (issue 40).
const PreviewTools = lazy(() => import('./PreviewTools'))

/**
 * Rendered by the browser only, once hydrated. Server-rendered, the bar sat in a Suspense boundary that React
 * hydrates only when the chunk arrives, and until then React held back a click on Exit preview: the editor pressed
 * it and stayed in preview.
 */
export function LazyPreviewTools() {
  if (!useHydrated()) return null
  return (
    <Suspense fallback={null}>
      <PreviewTools />
    </Suspense>
  )
}
