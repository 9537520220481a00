/**
 * When the consultation form's code arrives. The server renders the form's
 * markup with the page; its code (ConsultationForm.tsx and what only it
 * needs) is a chunk of its own, fetched on the visitor's first use: the
 * consultation tab chosen, a focus or press inside the form, or a visit to
 * /#consultation. Until then the form is plain HTML that can be typed in, and
 * React keeps it as it is; once the code is here React takes it over in
 * place, typed words and focus included. (React streams the form's markup at
 * the end of the page's HTML and moves it into place with a small inline
 * script, as it does with any Suspense boundary after the first 12.8 KB.)
 *
 * A plain module shared by the small, eager ConsultationSlot and the lazy form.
 */
import type { ConsultationForm } from './ConsultationForm'

type FormModule = { default: typeof ConsultationForm }

/** The anchor that opens the consultation form from anywhere on the site: /#consultation. */
export const CONSULTATION_ANCHOR = 'consultation'

let state: 'waiting' | 'loading' | 'ready' | 'failed' = 'waiting'
let firstUse: number | null = null
let resolveModule: (module: FormModule) => void = () => {}
/** Settles once, when an attempt to fetch the code succeeds; a failed attempt is retried on the next use. */
const formModule = new Promise<FormModule>((resolve) => (resolveModule = resolve))

function fetchForm(): Promise<FormModule> {
  return import('./ConsultationForm').then((module) => ({ default: module.ConsultationForm }))
}

/** For React.lazy: on the server at once (it renders the markup); in the browser once first used. */
export function consultationFormModule(): Promise<FormModule> {
  return typeof window === 'undefined' ? fetchForm() : formModule
}

/** The visitor's first use of the form: fetch its code (again, if the last attempt failed). */
export function startConsultationForm() {
  firstUse ??= Date.now()
  if (state === 'loading' || state === 'ready') return
  state = 'loading'
  fetchForm().then(
    (module) => {
      state = 'ready'
      resolveModule(module)
    },
    () => {
      // Offline, or a new deployment replaced the chunk: the plain form posts
      // to the no-script page instead, which shows every answer and the phone.
      state = 'failed'
      const form = heldForm
      heldForm = null
      pendingSubmitter = undefined
      form?.submit()
    },
  )
}

/** When the visitor first used the form: the minimum time before Send counts from here. */
export function firstUseTime(): number | null {
  return firstUse
}

let taken = false
let heldForm: HTMLFormElement | null = null
let pendingSubmitter: HTMLElement | null | undefined

/**
 * A submit before the form's code has taken over: held back, to be replayed
 * once it has (see takeOver), or posted by the browser itself if the code
 * cannot be fetched. True when held; false when the browser should go ahead.
 */
export function holdEarlySubmit(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  if (taken || state === 'failed') return false
  heldForm = form
  pendingSubmitter = submitter
  return true
}

/** The form's code has taken over: submits go to React now. Returns a submit held back meanwhile. */
export function takeOver(): { submitter: HTMLElement | null } | null {
  taken = true
  if (pendingSubmitter === undefined) return null
  const held = { submitter: pendingSubmitter }
  heldForm = null
  pendingSubmitter = undefined
  return held
}
