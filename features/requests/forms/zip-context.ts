import { createContext, useContext } from 'react'

/**
 * The ZIP code typed so far in the consultation form, for the service-area
 * answer under its field (ZipField.tsx). A module of its own: the answer is
 * rendered by the page, the field by the form's lazy chunk, and importing the
 * field here would put the form's CSS into every visit's HTML.
 */
export const ZipContext = createContext('')

/** The ZIP code as typed in the consultation form so far (trimmed), for the area answer. */
export function useConsultationZip(): string {
  return useContext(ZipContext)
}
