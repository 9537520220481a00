/**
 * Links that reach the agency, built from the numbers and addresses the
 * owner types in the Studio, in whatever punctuation they chose.
 */

/** "(770) 555-0142" → "+17705550142". Null when it is not a US number. */
export function toE164(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return null
}

export function telHref(phone: string | null | undefined): string | null {
  const e164 = toE164(phone)
  return e164 ? `tel:${e164}` : null
}

/** WhatsApp's click-to-chat link, with the enquiry already typed. */
export function chatHref(number: string | null | undefined, text?: string | null): string | null {
  const e164 = toE164(number)
  if (!e164) return null
  const query = text?.trim() ? `?text=${encodeURIComponent(text.trim())}` : ''
  return `https://wa.me/${e164.slice(1)}${query}`
}

/** The subject every "e-mail us" link starts with, so the agency can sort enquiries. */
export const ENQUIRY_SUBJECT = 'Home care enquiry'

export function mailtoHref(
  email: string | null | undefined,
  subject: string = ENQUIRY_SUBJECT,
  body?: string,
): string | null {
  if (!email?.includes('@')) return null
  // encodeURIComponent, not URLSearchParams: some mail apps show a '+' for a space.
  const query = [subject && `subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`]
    .filter(Boolean)
    .join('&')
  return `mailto:${email}${query ? `?${query}` : ''}`
}

/** The consultation form of the home page's contact section: every "Book a free consultation" link. */
export const CONSULTATION_HREF = '/#consultation'
