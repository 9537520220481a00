/**
 * Links that reach the agency, built from the numbers and addresses the
 * owner types in the Studio, in whatever punctuation they chose, and the one
 * rule of what a US phone number is: the request forms, the server and the
 * Studio's fields all use toE164.
 */
import type { Language } from './i18n/languages'
import { localePath } from './i18n/paths'

/**
 * "(770) 555-0142", "770–555–0142", "Cell 770 555 0142" → "+17705550142":
 * ten digits, or eleven led by the country code 1, whatever else was typed
 * around them. Null when it is not a US number: too few or too many digits,
 * or an area code or exchange that starts with 0 or 1, which no US number has.
 */
export function toE164(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null
}

/** "+17705550142" (or any form toE164 takes) → "(770) 555-0142"; null when it is not a US number. */
export function formatUsPhone(phone: string | null | undefined): string | null {
  const e164 = toE164(phone)
  return e164 ? `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}` : null
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

/**
 * An "e-mail us" link, with a subject in the page's language that tells the
 * office what it is about (the site's words: `contact.enquirySubject`,
 * "Home care enquiry", "Consulta sobre cuidado en el hogar").
 */
export function mailtoHref(email: string | null | undefined, subject: string, body?: string): string | null {
  if (!email?.includes('@')) return null
  // encodeURIComponent, not URLSearchParams: some mail apps show a '+' for a space.
  const query = [subject && `subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`]
    .filter(Boolean)
    .join('&')
  return `mailto:${email}${query ? `?${query}` : ''}`
}

/** The consultation form of the home page's contact section: every "Book a free consultation" link. */
export const CONSULTATION_HREF = '/#consultation'

/** The same, on the home page of the page's language ("/es#consultation"). */
export const consultationHref = (language: Language) => localePath(language, CONSULTATION_HREF)
