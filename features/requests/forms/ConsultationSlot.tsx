'use client'

import { lazy } from 'react'
import { consultationGate } from './consultation-gate'
import type { ConsultationFormProps } from './form-props'
import { FormLoading } from './FormLoading'
import { GatedForm } from './GatedForm'

// Rendered in the browser only, once its code is here (consultation-gate.ts, form-gate.ts).
const LazyConsultationForm = lazy(consultationGate.module)

/** The consultation form's place on the page: the small, eager part of a gated form (GatedForm.tsx). */
export function ConsultationSlot(props: ConsultationFormProps) {
  return (
    <GatedForm
      gate={consultationGate}
      whileLoading={
        <FormLoading gate={consultationGate} name="consultation form" phone={props.phone} email={props.email} />
      }
    >
      <LazyConsultationForm {...props} />
    </GatedForm>
  )
}
