'use client'

import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import type { FormGate } from './form-gate'

const TEXT_FIELDS = 'input[type=text], input[type=email], input[type=tel], input:not([type]), textarea'

/**
 * A gated form's place on the page (./form-gate.ts): all the page loads for
 * it is this component, which notices the first use and starts fetching the
 * rest. `children` is the form, made with React.lazy(gate.module): the
 * server renders it in full, and in the browser React keeps the server's
 * markup, untouched and usable, until the gate has fetched its code.
 *
 * Native listeners, on the window and in the capture phase: React does not
 * pass on events from markup it has not taken over yet, and stops a focus or
 * a press aimed at it at the document (to replay it once hydrated), before a
 * listener on the slot would hear it. The window hears every event first.
 */
export function GatedForm<P>({ gate, children }: { gate: FormGate<P>; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const slot = ref.current
    if (!slot) return
    const inside = (event: Event) => event.target instanceof Node && slot.contains(event.target)
    const firstUse = () => {
      gate.noteUse()
      gate.start()
    }
    const touch = (event: Event) => {
      if (inside(event)) firstUse()
    }
    const submit = (event: SubmitEvent) => {
      if (!inside(event)) return
      firstUse()
      if (gate.holdEarlySubmit(event.target as HTMLFormElement, event.submitter)) event.preventDefault()
    }
    // A field in focus or typed in before this ran (a fast tap on a slow phone) is a first use too.
    const typedIn = [...slot.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)].some(
      (field) => field.value,
    )
    if (slot.contains(document.activeElement) || typedIn) firstUse()
    window.addEventListener('focusin', touch, true)
    window.addEventListener('pointerdown', touch, true)
    window.addEventListener('submit', submit, true)
    return () => {
      window.removeEventListener('focusin', touch, true)
      window.removeEventListener('pointerdown', touch, true)
      window.removeEventListener('submit', submit, true)
    }
  }, [gate])

  return (
    <div ref={ref}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  )
}
