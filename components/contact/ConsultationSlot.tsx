'use client'

import { lazy, Suspense } from 'react'
import { consultationGate } from './contact-gates'
import type { ConsultationFormProps } from './ConsultationForm'
import { FormSlot } from './FormSlot'

// The server renders the form in full. In the browser React finds this
// component's code missing and keeps the server's markup, untouched and
// usable, until the gate (form-gate.ts) has fetched it on first use.
const LazyConsultationForm = lazy(consultationGate.module)

/** The consultation form's place on the page; its code loads on first use. */
export function ConsultationSlot(props: ConsultationFormProps) {
  return (
    <FormSlot gate={consultationGate}>
      <Suspense fallback={null}>
        <LazyConsultationForm {...props} />
      </Suspense>
    </FormSlot>
  )
}
