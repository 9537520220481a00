import { settingsQuery } from '@/sanity/lib/queries'
import { sanityFetch } from '@/sanity/lib/fetch'
import { CONTACT_FIELDS, type ContactMessage } from '@/components/contact/rules'
import { notSentPage } from '@/components/contact/not-sent-page'

/**
 * Where the browser posts the contact form when the page's scripts have not
 * taken it over (see components/contact/not-sent-page.ts). Once they have, the form sends
 * through EmailJS and never comes here. This route sends nothing itself.
 */

/** A 20,000-character message, URL-encoded from four-byte characters, with room to spare. */
const MAX_BODY_BYTES = 512 * 1024

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

function refuse(status: number, text: string) {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export async function POST(request: Request) {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
    return refuse(415, 'Send the contact form as a form (application/x-www-form-urlencoded or multipart/form-data).')
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return refuse(413, `The form is larger than ${MAX_BODY_BYTES / 1024} KB.`)
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse(400, 'The form could not be read.')
  }
  const message = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = form.get(field)
      return [field, typeof value === 'string' ? value : '']
    }),
  ) as ContactMessage

  // The page must help even when the content cannot be read: the words come first.
  const settings = await sanityFetch({ query: settingsQuery }).catch(() => null)
  console.warn('[contact] The form arrived without the page scripts; the visitor was shown their words. Nothing sent.')

  return new Response(notSentPage({ message, phone: settings?.phone, email: settings?.email }), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  })
}
