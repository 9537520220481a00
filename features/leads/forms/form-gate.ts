/**
 * When a form's code arrives. The server renders the form's markup with the
 * page; its code (the form component and what only it needs) is a chunk of
 * its own, fetched on the visitor's first use: a focus or press inside the
 * form, or whatever else its page counts (the consultation tab chosen, a
 * visit to /#consultation). Until then the form is plain HTML that can be
 * typed in, and React keeps it as it is; once the code is here React takes
 * it over in place, typed words and focus included. (React streams the
 * form's markup at the end of the page's HTML and moves it into place with a
 * small inline script, as it does with any Suspense boundary after the first
 * 12.8 KB.)
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
}

/** The gate around a way of fetching the form's code: the app's fetches its chunk; a test's, what it likes. */
export function createFormGate<P>(fetchForm: () => Promise<FormModule<P>>): FormGate<P> {
  let state: 'waiting' | 'loading' | 'ready' | 'failed' = 'waiting'
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
      if (state === 'loading' || state === 'ready') return
      state = 'loading'
      fetchForm().then(
        (module) => {
          state = 'ready'
          resolveModule(module)
        },
        () => {
          // Offline, or a new deployment replaced the chunk: the plain form posts
          // to the no-script page instead, which shows every word and the phone.
          state = 'failed'
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
  }
}
