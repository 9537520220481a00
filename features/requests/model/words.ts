/**
 * What a visitor is asked to fix, in plain words: the same sentences in the
 * form, in the server's answer and on the no-script page. A date's own words
 * are the date rule's (./date-field.ts), which only the forms with a date load.
 */
export const FILL_IN = 'Please fill in this field.'
export const CHOOSE_ONE = 'Please choose one of the answers.'
export const CHOOSE_AT_LEAST_ONE = 'Please tick at least one.'
export const TICK_TO_AGREE = 'Please tick this box to go on.'
export const EMAIL_FORMAT = 'Please enter an e-mail address, for example name@example.com.'
export const PHONE_FORMAT = 'Please enter a US phone number with area code, for example (770) 555-0142.'
export const PHONE_OR_EMAIL = 'Please give a phone number or an e-mail address, so that we can reach you.'
export const ZIP_FORMAT = 'Please enter the 5-digit ZIP code, for example 30043.'
export const DATE_UNFINISHED = 'Please finish the date: month, day and year, for example 12/07/2026.'
export const LIST_ONLY = 'Please choose from the list.'

export const tooManyChosen = (max: number) => `Please choose at most ${max}.`

/** Nothing is ever cut: the visitor is asked to shorten, and told by how much. */
export function tooLong(max: number, length: number, longText = false): string {
  const most = max.toLocaleString('en-US')
  const has = length.toLocaleString('en-US')
  return longText
    ? `Please shorten your message to ${most} characters or fewer (it has ${has}), or e-mail us instead.`
    : `Please shorten this to ${most} characters or fewer (it has ${has}).`
}
