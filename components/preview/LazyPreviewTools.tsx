'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

// A chunk of its own, fetched only when the layout renders this, in preview: visitors' pages never carry the
// preview code. React's own lazy, not next/dynamic, whose runtime would be 2.5 KB on every page (issue 40).
const PreviewTools = lazy(() => import('./PreviewTools'))

const noChange = () => () => {}

/**
 * Rendered by the browser only, once hydrated. Server-rendered, the bar sat in a Suspense boundary that React
 * hydrates only when the chunk arrives, and until then React held back a click on Exit preview: the editor pressed
 * it and stayed in preview.
 */
export function LazyPreviewTools() {
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <PreviewTools />
    </Suspense>
  )
}
