'use client'

import { lazy } from 'react'
import { consultationGate } from './consultation-gate'
import type { ConsultationFormProps } from './ConsultationForm'
import { GatedForm } from './GatedForm'

// The server renders the form in full; in the browser its code comes on first use (consultation-gate.ts).
const LazyConsultationForm = lazy(consultationGate.module)

/** The consultation form's place on the page: the small, eager part of a gated form (GatedForm.tsx). */
export function ConsultationSlot(props: ConsultationFormProps) {
  return (
    <GatedForm gate={consultationGate}>
      <LazyConsultationForm {...props} />
    </GatedForm>
  )
}
