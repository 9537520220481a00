import { notSentPage } from '@/components/contact/not-sent-page'
import { CONTACT_FIELDS, overlongFields, type ContactMessage } from '@/components/contact/rules'
import { bodyText, readCappedBody } from '@/lib/request-body'
import { sanityFetch } from '@/sanity/lib/fetch'
import { settingsQuery } from '@/sanity/lib/queries'

/**
 * Where the browser posts the contact form when the page's scripts have not
 * taken it over (see components/contact/not-sent-page.ts). Once they have, the
 * form sends through EmailJS and never comes here. This route sends nothing.
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

/** The body as form fields, or null when it is not a form of the type it claims. */
async function formFields(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Map<string, string> | null> {
  try {
    const entries = /^multipart\//i.test(contentType)
      ? await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      : new URLSearchParams(bodyText(bytes))
    const fields = new Map<string, string>()
    for (const [name, value] of entries) if (typeof value === 'string' && !fields.has(name)) fields.set(name, value)
    return fields
  } catch {
    return null
  }
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
  const message = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields.get(field) ?? ''])) as ContactMessage

  // The page must help even when the content cannot be read: the words come first.
  const settings = await sanityFetch({ query: settingsQuery }).catch(() => null)
  const overlong = overlongFields(message)
  console.warn('[contact] The form arrived without the page scripts; the visitor was shown their words. Nothing sent.')

  return new Response(notSentPage({ message, overlong, phone: settings?.phone, email: settings?.email }), {
    // 422 when a field is longer than the form allows: the page says which, and still shows every word.
    status: overlong.length > 0 ? 422 : 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  })
}
