/**
 * The one check of a request, wherever it runs: the browser forms before
 * sending, POST /api/leads, and the no-script route. Each reads the fields
 * its own way (readForm, readJson), then validate() normalises every value
 * and names what is wrong, in the visitor's words.
 */
import type { DayBounds } from './day-bounds'
import { isList, normaliseValue, problemWith } from './fields'
import type { RequestModel, ValuesOf } from './request'
import type { CheckWords } from './words'

/** The fields as they arrived: text, or every value of a field that repeats (checkboxes). */
export type RawFields = Record<string, string | readonly string[]>

/** Field name → what the visitor is asked to fix. */
export type Problems = Partial<Record<string, string>>

export interface Validation<M extends RequestModel> {
  ok: boolean
  /** Every field, normalised: what is stored and e-mailed when `ok`, what the form shows back when not. */
  values: ValuesOf<M>
  problems: Problems
}

/** What a form posts: FormData in the browser, the parsed body on the server. */
export interface FormSource {
  get(name: string): unknown
  getAll(name: string): unknown[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function readForm(model: RequestModel, form: FormSource): RawFields {
  return Object.fromEntries(
    model.fields.map((field) =>
      isList(field) ? [field.name, form.getAll(field.name).map(text)] : [field.name, text(form.get(field.name))],
    ),
  )
}

/** The `fields` of a posted JSON request; null when one is not text (or, for a list, not a list of text). */
export function readJson(model: RequestModel, fields: Record<string, unknown>): RawFields | null {
  const raw: RawFields = {}
  for (const field of model.fields) {
    const value = fields[field.name] ?? (isList(field) ? [] : '')
    if (
      isList(field)
        ? !Array.isArray(value) || value.some((item) => typeof item !== 'string')
        : typeof value !== 'string'
    ) {
      return null
    }
    raw[field.name] = value as string | string[]
  }
  return raw
}

/**
 * `bounds` are the dates a date field takes: the visitor's today onwards in
 * the browser, a day wider each way on the server (calendar-day.ts), so that
 * whatever a browser accepts, the server accepts.
 */
export function validate<M extends RequestModel>(
  model: M,
  raw: RawFields,
  bounds: DayBounds,
  said: CheckWords,
): Validation<M> {
  const values: Record<string, string | string[]> = {}
  const problems: Problems = {}
  for (const field of model.fields) {
    const value = normaliseValue(field, raw[field.name] ?? (isList(field) ? [] : ''))
    values[field.name] = value
    const problem = problemWith(field, value, bounds, said)
    if (problem) problems[field.name] = problem
  }
  if (model.reachBy && model.reachBy.every((name) => !values[name] && !problems[name])) {
    for (const name of model.reachBy) problems[name] = said.words.phoneOrEmail
  }
  return { ok: Object.keys(problems).length === 0, values: values as ValuesOf<M>, problems }
}

/** One field's check, as it is typed: its normalised value and its problem, if any. */
export function checkField(model: RequestModel, name: string, raw: string, bounds: DayBounds, said: CheckWords) {
  const field = model.fields.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`${model.kind} has no field "${name}"`)
  const value = normaliseValue(field, raw)
  return { value, problem: problemWith(field, value, bounds, said) }
}
