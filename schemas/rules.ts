import type { StringRule } from 'sanity'
import { toE164 } from '../lib/contact-links'

/**
 * Validation shared by several document types. Messages are written for the
 * agency owner, who sees them in the Studio next to the field.
 */

/** What the site shows as typed: the number alone, in the punctuation the owner likes. */
const PHONE_CHARACTERS = /^[\d\s().+-]+$/

/**
 * A US number by the one rule the forms and links use (toE164 in
 * lib/contact-links.ts); the site derives the E.164 form for its links. The
 * owner's numbers are also shown as typed, so they hold the number alone.
 */
export function usPhone(rule: StringRule) {
  return rule
    .required()
    .custom((value) =>
      !value || (PHONE_CHARACTERS.test(value) && toE164(value))
        ? true
        : 'Enter a US phone number with area code, for example (770) 555-0142.',
    )
}

export function emailAddress(rule: StringRule) {
  return rule.required().email().error('Enter an e-mail address, for example care@example.com.')
}

export function requiredText(max: number) {
  return (rule: StringRule) => rule.required().max(max).error(`Required, at most ${max} characters.`)
}
