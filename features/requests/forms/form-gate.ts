/**
 * When a form's code arrives. Its code (the form component and what only it
 * needs) is a chunk of its own, fetched on the visitor's first use: a focus
 * or press inside the form, or whatever else its page counts (the
 * consultation tab chosen, a visit to /#consultation).
 *
 * The caregiver application is on screen from the start: the server renders
 * its markup, which can be typed in until the code takes it over in place,
 * typed words and focus included. (React streams that markup at the end of
 * the page's HTML, hidden, and moves it into place with a small inline script,
 * as it does with any Suspense boundary after the first 12.8 KB.) The
 * consultation form sits in a closed tab: its markup would be 7 KB of every
 * visit's HTML for the few who open it, so the browser renders it once its
 * code is here, and its place says meanwhile that it is loading, or that it
 * could not load (GatedForm.tsx; docs/decisions.md, "What a page sends once").
 *
 * Each gated form has its gate in a module of its own (consultation-gate.ts,
 * application-gate.ts), so that a page loads only its own form's; the gate
 * is shared by the form's small, eager slot (GatedForm.tsx) and the lazy
 * form. The message form is not gated: React would stream a gated form's
 * markup after the rest of the page, shown by a script, and the message form
 * must stay usable with JavaScript off (docs/decisions.md).
 */
import type { ComponentType } from 'react'

/** What a form's chunk gives React.lazy: the form component. */
export type FormModule<P> = { default: ComponentType<P> }

/** Where the form's code is: not asked for yet, on its way, here, the last attempt failed, or asked for again. */
export type GateStatus = 'waiting' | 'loading' | 'ready' | 'failed' | 'retrying'

export interface FormGate<P> {
  /** For React.lazy: on the server at once (it renders the markup); in the browser once first used. */
  module(): Promise<FormModule<P>>
  /** Fetch the form's code (again, if the last attempt failed): it is about to be used. */
  start(): void
  /** The visitor touched the form (a focus, a press, a submit): the first time is remembered. */
  noteUse(): void
  /** When the visitor first used the form: the minimum time before Send counts from here. */
  firstUseTime(): number | null
  /**
   * A submit before the form's code has taken over: held back, to be replayed
   * once it has (see takeOver), or posted by the browser itself if the code
   * cannot be fetched. True when held; false when the browser should go ahead.
   */
  holdEarlySubmit(form: HTMLFormElement, submitter: HTMLElement | null): boolean
  /** The form's code has taken over: submits go to React now. Returns a submit held back meanwhile. */
  takeOver(): { submitter: HTMLElement | null } | null
  /** Where the code is, for a form the server does not render: its place says "loading" or "could not load". */
  status(): GateStatus
  /** Calls `listener` on each change of status (for useSyncExternalStore); returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/** The gate around a way of fetching the form's code: the app's fetches its chunk; a test's, what it likes. */
export function createFormGate<P>(fetchForm: () => Promise<FormModule<P>>): FormGate<P> {
  let state: GateStatus = 'waiting'
  const listeners = new Set<() => void>()
  const become = (next: GateStatus) => {
    state = next
    listeners.forEach((listener) => listener())
  }
  let firstUse: number | null = null
  let resolveModule: (module: FormModule<P>) => void = () => {}
  /** Settles once, when an attempt to fetch the code succeeds; a failed attempt is retried on the next use. */
  const formModule = new Promise<FormModule<P>>((resolve) => (resolveModule = resolve))
  let taken = false
  let heldForm: HTMLFormElement | null = null
  let pendingSubmitter: HTMLElement | null | undefined

  return {
    module: () => (typeof window === 'undefined' ? fetchForm() : formModule),
    noteUse() {
      firstUse ??= Date.now()
    },
    start() {
      if (state === 'loading' || state === 'retrying' || state === 'ready') return
      become(state === 'failed' ? 'retrying' : 'loading')
      fetchForm().then(
        (module) => {
          resolveModule(module)
          become('ready')
        },
        () => {
          // Offline, or a new deployment replaced the chunk: the plain form posts
          // to the no-script page instead, which shows every word and the phone.
          become('failed')
          const form = heldForm
          heldForm = null
          pendingSubmitter = undefined
          form?.submit()
        },
      )
    },
    firstUseTime: () => firstUse,
    holdEarlySubmit(form, submitter) {
      if (taken || state === 'failed') return false
      heldForm = form
      pendingSubmitter = submitter
      return true
    },
    takeOver() {
      taken = true
      if (pendingSubmitter === undefined) return null
      const held = { submitter: pendingSubmitter }
      heldForm = null
      pendingSubmitter = undefined
      return held
    },
    status: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
