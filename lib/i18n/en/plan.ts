/** The site's words in English for a plan of care (the estimate's, the consultation's hours): a part of ../en.ts. */

/** A week of care as a family plans it: "4 hours a day, 5 days a week, 1 of them at a weekend". */
export const plan = {
  // A number with its noun, by how many: "1 hour", "4 hours".
  units: {
    hours: { one: '{count} hour', other: '{count} hours' },
    days: { one: '{count} day', other: '{count} days' },
    visits: { one: '{count} visit', other: '{count} visits' },
  },
  plan: '{hours} a day, {days} a week',
  aroundTheClock: 'care around the clock, {days} a week',
  weekendDays: '{count} of them at a weekend',
  overnightHours: '{hours} of each day overnight',
}
