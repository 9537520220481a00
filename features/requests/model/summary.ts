/**
 * A request in words, as the agency reads it: the e-mail's body, the
 * no-script page, the subject line the agency sorts by.
 */
import { valueInWords } from './fields'
import type { RequestModel } from './request'

/** "Title: answer" for every answer given, in the form's order. */
export function answersInWords(
  model: RequestModel,
  values: Record<string, string | string[] | undefined>,
): Array<[title: string, text: string]> {
  return model.fields.flatMap((field) => {
    const value = values[field.name]
    const text = value === undefined ? '' : valueInWords(field, value)
    return text.trim() ? [[field.title, text] as [string, string]] : []
  })
}

/** The subject line of a request's e-mail: a message has its own; the others get their model's, with who and where. */
export function requestSubject(model: RequestModel, values: Record<string, string | string[] | undefined>): string {
  const subject = values.subject
  if (typeof subject === 'string' && subject.trim()) return subject
  const who = typeof values.name === 'string' && values.name.trim() ? values.name.trim() : 'a visitor'
  const zip = typeof values.zip === 'string' && values.zip.trim() ? ` (ZIP ${values.zip.trim()})` : ''
  return `${model.subject} from ${who}${zip}`
}
