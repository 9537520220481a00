/** The site's words in English, what every request form says around a send: a part of ../en.ts. */

/** What every request form says around sending: the footer, the alerts, the two steps. */
export const forms = {
  sending: 'Sending…',
  sendingYour: 'Sending your {noun}…',
  notSent: 'Your {noun} was not sent.',
  stillThere: 'Everything you typed is still in the form.',
  /** After a send that went without the form's check (the website refused its ticket, busy): the owner reads it. */
  unchecked:
    'Our website was very busy just now and could not check this in the usual way. It reached us all the same, and we will read it ourselves.',
  alsoReachUs: 'You can also reach us ',
  byPhone: 'by phone at ',
  byEmail: 'by e-mail at ',
  or: ' or ',
  close: 'Close',
  yes: 'Yes',
  back: 'Back',
  continue: 'Continue',
  honeypot: 'Leave this field empty',
  stepOne: 'Step 1 of 2: about you',
  stepTwo: 'Step 2 of 2: a few details (optional)',
  stepTwoNote: 'Answer any you like, or press {send} now.',
  anythingElse: 'Anything else?',
  chooseOne: 'Please choose',
  loading: 'Loading the {name}…',
  loadFailed: 'The {name} could not load.',
  loadFailedHint: ' Please check your connection and try again.',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  privacyNotice: 'Our privacy notice',
  /** Why a send did not go: {noun} "message", {form} "contact form", {send} the Send button's words. */
  failures: {
    network: 'We could not reach our mail service. Please check your internet connection and try again.',
    throttled: 'You sent us a {noun} a moment ago. Please wait half a minute before sending another.',
    blocked: 'Our mail service did not accept this {noun}.',
    headless: 'Our mail service did not accept messages from this browser.',
    server: 'Our mail service had a problem and your {noun} was not sent.',
    notConfigured: 'Our {form} is not working at the moment, and your {noun} was not sent.',
    tooFast: 'That was quicker than we expected. Please check your {noun}, then press {send} again.',
    suspicious: 'Your {noun} could not be sent from this form.',
    rateLimited:
      'You have sent us several requests in the last few minutes. Please wait ten minutes before sending another.',
  },
  /** A date field: the hint, and the day chosen read back. */
  dateHint: 'Type it as month/day/year, or pick it from the calendar.',
  datePlaceholder: 'mm/dd/yyyy',
  dateChosen: 'You chose {day}.',
  zip: 'ZIP code',
  yourName: 'Your name',
  phone: 'Phone number',
  emailWithPhone: 'E-mail (optional with a phone)',
}
