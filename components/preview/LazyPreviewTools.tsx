'use client'

import { lazy, Suspense } from 'react'

// A chunk of its own, fetched only when the layout renders this, in preview: visitors' pages never carry the
// preview code. React's own lazy, not next/dynamic, whose runtime would be 2.5 KB on every page (issue 40).
const PreviewTools = lazy(() => import('./PreviewTools'))

export function LazyPreviewTools() {
  return (
    <Suspense fallback={null}>
      <PreviewTools />
    </Suspense>
  )
}
