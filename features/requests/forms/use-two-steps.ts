import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { EmailJsSetting } from '@/lib/env/emailjs'
import type { OfficeHours } from '@/lib/time/office-hours'
import type { RequestModel } from '../model/request'
import { HONEYPOT_FIELD } from '../model/honeypot'
import type { CheckWords } from '../model/words'
import { checkForm, fieldsIn, markFields, markWhileTyping, type Field } from './field-checks'
import type { FormGate } from './form-gate'
import { useSend } from './use-send'
import { SLOT_FIELD, TEXT_REMINDER_FIELD } from '../booking/booking-fields'

export type Step = 1 | 2

export interface TwoStepOptions<P> {
  model: RequestModel
  /** The form's gate: its code arrives on first use (./form-gate.ts). */
  gate: FormGate<P>
  emailJs: EmailJsSetting
  /** The owner's office hours: with them the success alert says when we will call (use-send.ts). */
  officeHours?: OfficeHours
  /** How the console names the form ("Consultation form"). */
  formName: string
  /** Each step is the fieldset its heading labels; focus moves to the heading. */
  headingIds: Record<Step, string>
  /** Where focus returns when the success alert is closed. */
  firstField: string
  /** Fields that check and read themselves back as they change (DateField.tsx). */
  selfChecked?: readonly string[]
  /** Every input, before the checks: what the form follows as it is typed (the ZIP code). Stable. */
  onFieldInput?: (field: Field, form: HTMLFormElement) => void
  /** The form's answers changed but not by typing (its code took over a form in use; a reset): follow them. Stable. */
  followForm?: (form: HTMLFormElement) => void
  /** The checks' words, in the page's language. */
  said: CheckWords
}

/** A step's fields, in order. */
function stepFields(form: HTMLFormElement, headingId: string): Field[] {
  return fieldsIn(form.querySelector(`fieldset[aria-labelledby="${headingId}"]`) as HTMLFieldSetElement)
}

/**
 * What a gated two-step form does (the consultation request, the caregiver
 * application): Continue checks step 1 with the model's words and moves to
 * step 2, Back returns with everything kept, focus goes to each step's
 * heading, and Send checks both steps and sends through use-send.ts. The
 * form was usable before its code arrived (./form-gate.ts): what was typed
 * is picked up, the clock starts at the first touch, and a Send pressed
 * meanwhile is carried out. After a send the form starts again at step 1.
 */
export function useTwoSteps<P>({
  model,
  gate,
  emailJs,
  officeHours,
  formName,
  headingIds,
  firstField,
  selfChecked = [],
  onFieldInput,
  followForm,
  said,
}: TwoStepOptions<P>) {
  const { sending, attempt, outcome, noticeFirstTouch, send, busy, closeOutcome } = useSend(
    emailJs,
    model,
    formName,
    officeHours,
  )
  const [step, setStep] = useState<Step>(1)
  /** Bumped by each send that went: keys what must start afresh (a date's read-back). */
  const [resets, setResets] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const moveFocus = useRef<string | Field | null>(null)

  // The form was in use before its code arrived: count from then, pick up what was typed, and replay a held Send.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    // Opened but not yet touched (a link to it, its tab): the clock starts at the first touch (onFocus below).
    const firstUse = gate.firstUseTime()
    if (firstUse !== null) noticeFirstTouch(firstUse)
    followForm?.(form)
    const held = gate.takeOver()
    if (held) form.requestSubmit(held.submitter instanceof HTMLButtonElement ? held.submitter : null)
  }, [gate, noticeFirstTouch, followForm])

  // After a step change: focus its heading, or the field whose message must show.
  useEffect(() => {
    const target = moveFocus.current
    moveFocus.current = null
    if (target instanceof HTMLElement && 'reportValidity' in target) (target as Field).reportValidity()
    else if (typeof target === 'string') document.getElementById(target)?.focus()
  }, [step])

  function goTo(next: Step, then: string | Field = headingIds[next]) {
    moveFocus.current = then
    setStep(next)
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const field = event.target as Field
    onFieldInput?.(field, form)
    if (selfChecked.includes(field.name) || !('setCustomValidity' in field)) return
    const { problems } = checkForm(form, model, said)
    // A list's message sits on its first box (field-checks.ts): a tick on any box updates it there.
    const named = form.elements.namedItem(field.name)
    markWhileTyping(named instanceof RadioNodeList ? (named[0] as Field) : field, model, problems, said)
    // "A phone or an e-mail": the other one's message follows this one.
    const [one, other] = model.reachBy ?? []
    const partner = field.name === one ? other : field.name === other ? one : undefined
    if (partner) markWhileTyping(form.elements.namedItem(partner) as Field, model, problems, said)
  }

  // Before the browser's own checks run (a click, or Enter in a field): give it ours too, so that it
  // stops at the first field that is wrong, in order, with the right words.
  function prepareChecks() {
    const form = formRef.current
    if (!form || busy()) return
    const { problems } = checkForm(form, model, said)
    markFields(stepFields(form, headingIds[1]), problems, said)
    if (step === 2) markFields(stepFields(form, headingIds[2]), problems, said)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy()) return
    const form = event.currentTarget
    const { ok, values, problems } = checkForm(form, model, said)
    // Step 1 again from step 2 too: it is hidden then, and the browser checks no hidden field for us.
    const wrong = markFields(stepFields(form, headingIds[1]), problems, said)
    if (wrong) return step === 1 ? void wrong.reportValidity() : goTo(1, wrong)
    if (step === 1) return goTo(2)
    const wrongLater = markFields(stepFields(form, headingIds[2]), problems, said)
    if (wrongLater || !ok) return void wrongLater?.reportValidity()

    const data = new FormData(form)
    const slot = String(data.get(SLOT_FIELD) ?? '')
    const sent = await send({
      honeypot: String(data.get(HONEYPOT_FIELD) ?? ''),
      values,
      ...(slot ? { time: { slot, textReminder: data.get(TEXT_REMINDER_FIELD) !== null } } : {}),
    })
    if (!sent) return
    form.reset()
    followForm?.(form)
    setResets((count) => count + 1)
    setStep(1)
  }

  function closeSent() {
    closeOutcome()
    document.getElementById(firstField)?.focus()
  }

  return {
    step,
    resets,
    sending,
    attempt,
    outcome,
    goTo,
    prepareChecks,
    closeSent,
    /** Spread on the <form>. */
    formProps: {
      ref: formRef,
      'aria-busy': sending,
      onFocus: () => noticeFirstTouch(),
      onPointerDown: () => noticeFirstTouch(),
      onInput,
      onSubmit,
    },
  }
}
