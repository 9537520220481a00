'use client'

import { VisualEditing } from 'next-sanity/visual-editing/client-component'
import { PreviewBar } from './PreviewBar'

/** Everything an editor in preview gets: the bar with Exit preview, and the click-to-edit overlays. */
export default function PreviewTools() {
  return (
    <>
      <PreviewBar />
      <VisualEditing />
    </>
  )
}
