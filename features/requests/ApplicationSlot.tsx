'use client'

import { lazy } from 'react'
import { applicationGate } from './forms/application-gate'
import type { ApplicationFormProps } from './forms/form-props'
import { GatedForm } from './forms/GatedForm'

// The server renders the form in full; in the browser its code comes on first use (application-gate.ts).
const LazyApplicationForm = lazy(applicationGate.module)

/** The caregiver application's place in #careers: the small, eager part of a gated form (GatedForm.tsx). */
export function ApplicationSlot(props: ApplicationFormProps) {
  return (
    <GatedForm gate={applicationGate}>
      <LazyApplicationForm {...props} />
    </GatedForm>
  )
}
