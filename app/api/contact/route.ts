import { REQUEST_TYPE, readRequest } from '@/components/contact/consultation-rules'
import { notSentPage, requestNotSentPage } from '@/components/contact/not-sent-page'
import { CONTACT_FIELDS, overlongFields, type ContactMessage } from '@/components/contact/rules'
import { bodyText, readCappedBody } from '@/lib/request-body'
import { sanityFetch } from '@/sanity/lib/fetch'
import { settingsQuery } from '@/sanity/lib/queries'

/**
 * Where the browser posts the contact section's forms (the message form, and
 * the consultation request, which says so in `request_type`) when the page's
 * scripts have not taken them over (see components/contact/not-sent-page.ts).
 * Once they have, the forms send through EmailJS and never come here. This
 * route sends nothing.
 */

/** A 20,000-character message, URL-encoded from four-byte characters, with room to spare. */
const MAX_BODY_BYTES = 512 * 1024

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

function refuse(status: number, text: string) {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** The form's text fields, every value of each (checkboxes repeat a name). */
class FormFields {
  private readonly values = new Map<string, string[]>()
  add(name: string, value: string) {
    this.values.set(name, [...(this.values.get(name) ?? []), value])
  }
  /** The first value, as a form field of one value has. */
  get(name: string): string | undefined {
    return this.values.get(name)?.[0]
  }
  getAll(name: string): string[] {
    return this.values.get(name) ?? []
  }
}

/** The body as form fields, or null when it is not a form of the type it claims. */
async function formFields(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormFields | null> {
  try {
    const entries = /^multipart\//i.test(contentType)
      ? await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      : new URLSearchParams(bodyText(bytes))
    const fields = new FormFields()
    for (const [name, value] of entries) if (typeof value === 'string') fields.add(name, value)
    return fields
  } catch {
    return null
  }
}

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
}

export async function POST(request: Request) {
  const contentType = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.test(contentType)) {
    return refuse(415, 'Send the contact form as a form (application/x-www-form-urlencoded or multipart/form-data).')
  }
  // Counted on the stream: a chunked body has no Content-Length to trust.
  const read = await readCappedBody(request, MAX_BODY_BYTES)
  if (!read.ok) {
    return read.reason === 'tooLarge'
      ? refuse(413, `The form is larger than ${MAX_BODY_BYTES / 1024} KB.`)
      : refuse(400, 'The form could not be read.')
  }
  const fields = await formFields(read.bytes, contentType)
  if (!fields) return refuse(400, 'The form could not be read.')
  // The page must help even when the content cannot be read: the words come first.
  const settings = await sanityFetch({ query: settingsQuery }).catch(() => null)

  if (fields.get('request_type') === REQUEST_TYPE) {
    console.warn(
      '[contact] A consultation request arrived without the page scripts; the visitor was shown it. Nothing sent.',
    )
    const html = requestNotSentPage({ request: readRequest(fields), phone: settings?.phone, email: settings?.email })
    return new Response(html, { status: 200, headers: HTML_HEADERS })
  }

  const message = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields.get(field) ?? ''])) as ContactMessage

  const overlong = overlongFields(message)
  console.warn('[contact] The form arrived without the page scripts; the visitor was shown their words. Nothing sent.')

  return new Response(notSentPage({ message, overlong, phone: settings?.phone, email: settings?.email }), {
    // 422 when a field is longer than the form allows: the page says which, and still shows every word.
    status: overlong.length > 0 ? 422 : 200,
    headers: HTML_HEADERS,
  })
}
