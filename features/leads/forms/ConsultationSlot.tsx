'use client'

import { lazy, Suspense, useEffect, useRef } from 'react'
import { consultationGate } from './consultation-gate'
import type { ConsultationFormProps } from './ConsultationForm'

// The server renders the form in full. In the browser React finds this
// component's code missing and keeps the server's markup, untouched and
// usable, until the gate (consultation-gate.ts) has fetched it on first use.
const LazyConsultationForm = lazy(consultationGate.module)

const TEXT_FIELDS = 'input[type=text], input[type=email], input[type=tel], input:not([type]), textarea'

/**
 * The consultation form's place on the page: all the page loads for it is
 * this component, which notices the first use and starts fetching the rest.
 * Native listeners, not React's: React does not pass on events from markup
 * it has not taken over yet.
 */
export function ConsultationSlot(props: ConsultationFormProps) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const slot = ref.current
    if (!slot) return
    const firstUse = () => {
      consultationGate.noteUse()
      consultationGate.start()
    }
    const submit = (event: SubmitEvent) => {
      firstUse()
      if (consultationGate.holdEarlySubmit(event.target as HTMLFormElement, event.submitter)) event.preventDefault()
    }
    // A field in focus or typed in before this ran (a fast tap on a slow phone) is a first use too.
    const typedIn = [...slot.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)].some(
      (field) => field.value,
    )
    if (slot.contains(document.activeElement) || typedIn) firstUse()
    slot.addEventListener('focusin', firstUse)
    slot.addEventListener('pointerdown', firstUse)
    slot.addEventListener('submit', submit)
    return () => {
      slot.removeEventListener('focusin', firstUse)
      slot.removeEventListener('pointerdown', firstUse)
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
