import type { StringRule } from 'sanity'

/**
 * Validation shared by several document types. Messages are written for the
 * agency owner, who sees them in the Studio next to the field.
 */

// A US number: ten digits, optionally led by the country code 1. Punctuation
// and spaces are the editor's choice; the site derives the E.164 form.
export const US_PHONE = /^\+?1?[\s.-]*\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/

export function usPhone(rule: StringRule) {
  return rule
    .required()
    .regex(US_PHONE, { name: 'US phone number' })
    .error('Enter a US phone number with area code, for example (770) 555-0142.')
}

export function emailAddress(rule: StringRule) {
  return rule.required().email().error('Enter an e-mail address, for example care@example.com.')
}

export function requiredText(max: number) {
  return (rule: StringRule) => rule.required().max(max).error(`Required, at most ${max} characters.`)
}
