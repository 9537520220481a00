'use client'

import dynamic from 'next/dynamic'

// A chunk of its own, fetched only when the layout renders this, in preview:
// visitors' pages never carry the preview code.
const PreviewTools = dynamic(() => import('./PreviewTools'))

export function LazyPreviewTools() {
  return <PreviewTools />
}
