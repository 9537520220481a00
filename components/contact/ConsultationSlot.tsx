'use client'

import { lazy, Suspense, useEffect, useRef } from 'react'
import { consultationFormModule, holdEarlySubmit, startConsultationForm } from './consultation-gate'
import type { ConsultationFormProps } from './ConsultationForm'

// The server renders the form in full. In the browser React finds this
// component's code missing and keeps the server's markup, untouched and
// usable, until consultation-gate.ts has fetched it on first use.
const LazyConsultationForm = lazy(consultationFormModule)

/**
 * The consultation form's place on the page: all the page loads for it is
 * this component, which notices the first use and starts fetching the rest.
 * Native listeners, not React's: React does not pass on events from markup it
 * has not taken over yet.
 */
export function ConsultationSlot(props: ConsultationFormProps) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const slot = ref.current
    if (!slot) return
    const use = () => startConsultationForm()
    const submit = (event: SubmitEvent) => {
      startConsultationForm()
      if (holdEarlySubmit(event.target as HTMLFormElement, event.submitter)) event.preventDefault()
    }
    // A field in focus before this ran (a fast tap on a slow phone) is a first use too.
    if (slot.contains(document.activeElement)) use()
    slot.addEventListener('focusin', use)
    slot.addEventListener('pointerdown', use)
    slot.addEventListener('submit', submit)
    return () => {
      slot.removeEventListener('focusin', use)
      slot.removeEventListener('pointerdown', use)
      slot.removeEventListener('submit', submit)
    }
  }, [])

  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <LazyConsultationForm {...props} />
      </Suspense>
    </div>
  )
}
