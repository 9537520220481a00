/** The site's words in English, for booking a consultation's time (features/booking): a part of ../en.ts. */

export const booking = {
  /** A time, whole: "Tuesday, December 1, 2:00 p.m., Georgia time". */
  when: '{day}, {clock}, Georgia time',
  morningClock: '{clock} a.m.',
  afternoonClock: '{clock} p.m.',
  legend: 'Choose a time for your free consultation (optional)',
  meetingLegend: 'How would you like to meet?',
  phone: 'By phone ({minutes} minutes)',
  visit: 'At home ({minutes} minutes)',
  phoneShort: 'phone call',
  visitShort: 'home visit',
  zone: 'All times are Georgia time (Eastern).',
  none: 'None of these suit me: call me to arrange a time',
  loading: 'Loading the free times…',
  loadFailed: 'The free times could not load just now. Send your request, and we will call you to arrange a time.',
  noneFree: 'No time is free in the next {days} days. Send your request, and we will call you to arrange one.',
  taken:
    'We are sorry: someone booked {time} a moment ago. Everything you typed is still here. These times are still free:',
  takenNoOther:
    'We are sorry: someone booked {time} a moment ago, and no other time is free. Send your request, and we will call you to arrange one.',
  textReminder: 'Text me a reminder the day before',
  holdFailed: 'The time you chose could not be booked just now: we will call you to arrange one.',
  /** The no-script page, when the time was booked by someone else first: the request is kept all the same. */
  noScriptTaken:
    'We are sorry: {time} was booked by someone else a moment ago. We have your request, and we will call you to arrange a time. These times were still free:',
  /** The link under the consultation tab, without JavaScript. */
  noScriptLink: 'Or request it, and choose its time, on a simple page',
  noScriptNote: 'Times for a phone call; a home visit takes longer, and we will confirm its time when we call.',
  booked: 'Your free consultation: {time}.',
  addToCalendar: 'Add it to your calendar:',
  icsFile: 'calendar file (.ics)',
  google: 'Google Calendar',
  changeOrCancel: 'Change or cancel this time',
  /** The cancel page. */
  cancelTitle: 'Cancel your consultation?',
  cancelQuestion: 'Your free consultation is booked for {time}. Cancel it?',
  cancelledTitle: 'Consultation cancelled',
  expiredTitle: 'Link no longer valid',
  cancelButton: 'Yes, cancel it',
  keepLink: 'No, keep it',
  cancelled: 'Your consultation on {time} is cancelled. We have let the agency know.',
  chooseAgain: 'Choose another time',
  linkExpired: 'This link is no longer valid: the time has passed, or it was cancelled already.',
  /** The family's reminders the day before: the e-mail's text, and the text message (160 characters at most). */
  reminderEmail: 'A reminder from {agency}: your free consultation is {time}. {how} To change or cancel it: {link}',
  reminderText: 'Reminder from {agency}: your free consultation is {time}.',
  /** The calendar event. */
  eventTitle: 'Free consultation with {agency}',
  eventPhone: 'We will call you at the number you gave us.',
  eventVisit: 'We will come to your home.',
}
