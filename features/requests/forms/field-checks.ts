/**
 * The model's check (../model/validate.ts) on a form in the page: the
 * answers read from the form as the browser would post them, and each
 * problem put on its field in the browser's own message bubble, so the
 * form says exactly what the server would.
 */
import { visitorBounds } from '../model/day-bounds'
import { isOverLong } from '../model/fields'
import type { RequestModel } from '../model/request'
import { readForm, validate, type Problems } from '../model/validate'
import type { CheckWords } from '../model/words'

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** `said`: the checks' words in the page's language (../model/words.ts). */
export function checkForm<M extends RequestModel>(form: HTMLFormElement, model: M, said: CheckWords, now = new Date()) {
  return validate(model, readForm(model, new FormData(form)), visitorBounds(now), said)
}

/** The form's own fields inside `container`, in order, without the fieldsets themselves. */
export function fieldsIn(container: HTMLFormElement | HTMLFieldSetElement): Field[] {
  return [...container.elements].filter(
    (element): element is Field =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement,
  )
}

/**
 * A date input that holds a date it cannot read (a month typed, no year yet)
 * posts nothing: say so, rather than let an empty value pass.
 */
function problemOf(field: Field, problems: Problems, said: CheckWords): string {
  if (field instanceof HTMLInputElement && field.validity.badInput) return said.words.dateUnfinished
  const problem = problems[field.name] ?? ''
  // A list's problem goes on its first box only, so that the browser shows it once.
  const first = field.form?.elements.namedItem(field.name)
  return first instanceof RadioNodeList && first[0] !== field ? '' : problem
}

/** Puts each field's problem on it (or clears it); returns the first wrong field, in the form's order. */
export function markFields(fields: Field[], problems: Problems, said: CheckWords): Field | undefined {
  for (const field of fields) field.setCustomValidity(problemOf(field, problems, said))
  return fields.find((field) => !field.checkValidity())
}

/**
 * While the visitor types: a message already shown is updated or cleared,
 * but a new one waits for Send rather than scolding mid-word; "too long" is
 * said at once, since typing on only makes it worse.
 */
export function markWhileTyping(field: Field, model: RequestModel, problems: Problems, said: CheckWords) {
  const spec = model.fields.find((candidate) => candidate.name === field.name)
  const shown = field.validity.customError
  if (shown || (spec && isOverLong(spec, field.value))) field.setCustomValidity(problemOf(field, problems, said))
}
