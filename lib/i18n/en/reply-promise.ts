/** The site's words in English, when a family will hear from us (lib/time/reply-promise.ts): a part of ../en.ts. */

/** When a family will hear from us (lib/time/reply-promise.ts). */
export const replyPromise = {
  call: "We'll call you",
  reply: "We'll reply",
  withinHour: '{subject} within the hour.',
  soon: '{subject} as soon as we can.',
  lastHour: '{subject} today if we can, and by {deadline} at the latest.',
  closed: '{subject} by {deadline}.',
  today: '{time} this {part}',
  tomorrow: '{time} tomorrow {part}',
  thisWeek: '{time} on {weekday} {part}',
  later: '{time} on the {part} of {date}',
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'evening',
  // The hour as the sentence names it, by its half of the day and whether it is one o'clock ("la 1:00" in Spanish):
  // "9:00" in English, where the part of the day ("tomorrow morning") says which half.
  clockMorning: '{clock}',
  clockAfternoon: '{clock}',
  oneMorning: '{clock}',
  oneAfternoon: '{clock}',
}
