'use client'

import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import type { FormGate } from './form-gate'

const TEXT_FIELDS = 'input[type=text], input[type=email], input[type=tel], input:not([type]), textarea'

/**
 * A gated form's place on the page (./form-gate.ts): all the page loads for
 * it is this component, which notices the first use and starts fetching the
 * rest. `children` is the form, made with React.lazy(gate.module): the
 * server renders it in full, and in the browser React keeps the server's
 * markup, untouched and usable, until the gate has fetched its code. Native
 * listeners, not React's: React does not pass on events from markup it has
 * not taken over yet.
 */
export function GatedForm<P>({ gate, children }: { gate: FormGate<P>; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const slot = ref.current
    if (!slot) return
    const firstUse = () => {
      gate.noteUse()
      gate.start()
    }
    const submit = (event: SubmitEvent) => {
      firstUse()
      if (gate.holdEarlySubmit(event.target as HTMLFormElement, event.submitter)) event.preventDefault()
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
  }, [gate])

  return (
    <div ref={ref}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  )
}
