/**
 * A posted form's fields, read in time that grows with the body's size and
 * no faster: every value of a repeated name is kept (checkboxes repeat), and
 * a body with more fields than any of our forms has is refused outright.
 */
import { bodyText } from '@/lib/request-body'

/**
 * The biggest form, the caregiver application, has 46 named fields with every
 * box ticked among 20 counties (the most it takes); 64 leaves room and stops
 * a flood of names.
 */
export const MAX_FORM_FIELDS = 64

export const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

export class FormFields {
  private readonly values = new Map<string, string[]>()
  add(name: string, value: string) {
    const list = this.values.get(name)
    if (list) list.push(value)
    else this.values.set(name, [value])
  }
  /** The first value, as a field of one value has. */
  get(name: string): string | undefined {
    return this.values.get(name)?.[0]
  }
  getAll(name: string): string[] {
    return this.values.get(name) ?? []
  }
}

export type FormRead = { ok: true; fields: FormFields } | { ok: false; reason: 'unreadable' | 'tooManyFields' }

/** The body as form fields; not when it is not a form of the type it claims, or has too many fields. */
export async function readFormBody(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormRead> {
  let entries: Iterable<[string, FormDataEntryValue]>
  try {
    entries = /^multipart\//i.test(contentType)
      ? await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      : new URLSearchParams(bodyText(bytes))
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  const fields = new FormFields()
  let count = 0
  for (const [name, value] of entries) {
    if (++count > MAX_FORM_FIELDS) return { ok: false, reason: 'tooManyFields' }
    // A file input is no field of ours: counted, never kept.
    if (typeof value === 'string') fields.add(name, value)
  }
  return { ok: true, fields }
}
