/**
 * A posted form's fields, read in time that grows with the body's size and
 * no faster: every value of a repeated name is kept (checkboxes repeat), and
 * a body with more fields than any of our forms has is refused outright.
 */
import { bodyText } from '@/lib/http/request-body'
import { MAX_FORM_FIELDS } from '../model/limits'

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

/**
 * Whether the body holds more than `limit` fields, found by scanning for the
 * separators only as far as the (limit + 1)th: a flood of 40,000 repeats is
 * refused after its first few hundred bytes, before any parser builds 40,000
 * entries (6 ms each time, which one client could repeat as fast as it likes).
 */
function moreFieldsThan(text: string, contentType: string, limit: number): boolean {
  const multipart = /^multipart\//i.test(contentType)
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  // A multipart body has a delimiter before each part and one to close; a form body, a `&` between fields.
  const separator = multipart && boundary ? `--${boundary}` : '&'
  let count = multipart ? -1 : 0
  let from = 0
  for (;;) {
    const at = text.indexOf(separator, from)
    const end = at === -1 ? text.length : at
    // Empty stretches between two `&` are no field (the parsers skip them too).
    if (multipart ? at !== -1 : end > from) count += 1
    if (count > limit) return true
    if (at === -1) return false
    from = at + separator.length
  }
}

/** The body as form fields; not when it is not a form of the type it claims, or has too many fields. */
export async function readFormBody(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormRead> {
  const text = bodyText(bytes)
  if (moreFieldsThan(text, contentType, MAX_FORM_FIELDS)) return { ok: false, reason: 'tooManyFields' }
  let entries: Iterable<[string, FormDataEntryValue]>
  try {
    entries = /^multipart\//i.test(contentType)
      ? await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      : new URLSearchParams(text)
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
