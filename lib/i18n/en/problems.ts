/** The site's words in English, what a visitor is asked to fix, in the form, the server's answer and the no-script page: a part of ../en.ts. */

/** What a visitor is asked to fix: the same sentences in the form, in the server's answer and on the no-script page. */
export const problems = {
  fillIn: 'Please fill in this field.',
  chooseOne: 'Please choose one of the answers.',
  chooseAtLeastOne: 'Please tick at least one.',
  tickToAgree: 'Please tick this box to go on.',
  emailFormat: 'Please enter an e-mail address, for example name@example.com.',
  phoneFormat: 'Please enter a US phone number with area code, for example (770) 555-0142.',
  phoneOrEmail: 'Please give a phone number or an e-mail address, so that we can reach you.',
  zipFormat: 'Please enter the 5-digit ZIP code, for example 30043.',
  listOnly: 'Please choose from the list.',
  tooManyChosen: 'Please choose at most {max}.',
  tooLong: 'Please shorten this to {max} characters or fewer (it has {length}).',
  tooLongMessage: 'Please shorten your message to {max} characters or fewer (it has {length}), or e-mail us instead.',
  dateUnfinished: 'Please finish the date: month, day and year, for example 12/25/2026.',
  dateFormat: 'Please enter a date as month/day/year, for example 12/25/2026.',
  datePassed: '{day} has passed. Please choose today or a later date.',
  dateTooFar: '{day} is more than {years} years away. Please check the year, or tell us under "Anything else".',
}
