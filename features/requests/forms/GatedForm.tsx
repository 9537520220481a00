'use client'

import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useHydrated } from '@/components/use-hydrated'
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
 *
 * With `whileLoading`, the server renders nothing of the form (./form-gate.ts
 * says which and why): the browser renders it once its code is here, and
 * `whileLoading` until then.
 */
export function GatedForm<P>({
  gate,
  whileLoading,
  children,
}: {
  gate: FormGate<P>
  whileLoading?: ReactNode
  children: ReactNode
}) {
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
      {whileLoading === undefined ? (
        <Suspense fallback={null}>{children}</Suspense>
      ) : (
        <InBrowser whileLoading={whileLoading}>{children}</InBrowser>
      )}
    </div>
  )
}

/**
 * A form only the browser renders. Its own component: the render that
 * follows hydration must not reach a server-rendered form's boundary, which
 * React would then throw away, markup and all, before its code is here.
 */
function InBrowser({ whileLoading, children }: { whileLoading: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={whileLoading}>{children}</Suspense> : null
}
