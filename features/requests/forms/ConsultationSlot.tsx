'use client'

import { lazy } from 'react'
import { consultationGate } from './consultation-gate'
import type { ConsultationFormProps } from './form-props'
import { FormLoading, type LoadingWords } from './FormLoading'
import { GatedForm } from './GatedForm'

// Rendered in the browser only, once its code is here (consultation-gate.ts, form-gate.ts).
const LazyConsultationForm = lazy(consultationGate.module)

/** The consultation form's place on the page: the small, eager part of a gated form (GatedForm.tsx). */
export function ConsultationSlot({ loadingWords, ...props }: ConsultationFormProps & { loadingWords: LoadingWords }) {
  return (
    <GatedForm
      gate={consultationGate}
      whileLoading={
        <FormLoading gate={consultationGate} words={loadingWords} phone={props.phone} email={props.email} />
      }
    >
      <LazyConsultationForm {...props} />
    </GatedForm>
  )
}
