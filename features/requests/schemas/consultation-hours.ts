import { CalendarIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { WEEKDAYS } from '../../../lib/time/office-hours'
import { TIME_OPTIONS } from '../../../schemas/objects/office-hours'
import { calendarAddress, DEFAULT_CONSULTATION_HOURS, HOURS_ID, HOURS_LIMITS, HOURS_TYPE } from '../booking/hours'

/**
 * "Consultation hours" (issue 62): when families may book a free
 * consultation on the website, how long each kind takes, and the private
 * address of the owner's own calendar, whose busy times are left out. A
 * private document (the id has a dot): only the Studio and the server read
 * it; the calendar's address never reaches a family's browser.
 */
const DAY_TITLES = WEEKDAYS.map((day) => ({ title: day[0]!.toUpperCase() + day.slice(1), value: day }))

const minutesField = (
  name: string,
  title: string,
  description: string,
  limits: { min: number; max: number },
  initial: number,
) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    initialValue: initial,
    validation: (rule) =>
      rule.integer().min(limits.min).max(limits.max).error(`A whole number from ${limits.min} to ${limits.max}.`),
  })

export const consultationHoursSchema = defineType({
  name: HOURS_TYPE,
  title: 'Consultation hours',
  type: 'document',
  icon: CalendarIcon,
  validation: (rule) =>
    rule.custom((doc) =>
      !doc || doc._id.replace(/^drafts\./, '') === HOURS_ID
        ? true
        : `There is only one set of consultation hours (id "${HOURS_ID}"). Delete this copy.`,
    ),
  fields: [
    defineField({
      name: 'windows',
      title: 'When families may book',
      type: 'array',
      description:
        'Weekly times in which a family can choose a free consultation on the website, Georgia time, for example ' +
        'Monday 9:00 am to 12:00 pm and 2:00 pm to 5:00 pm. Left empty: Monday to Friday, 9 to 12 and 2 to 5.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'bookingWindow',
          title: 'Time window',
          fields: [
            defineField({
              name: 'day',
              title: 'Day',
              type: 'string',
              options: { list: DAY_TITLES },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'from',
              title: 'From',
              type: 'string',
              options: { list: TIME_OPTIONS.slice(0, -1) },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'to',
              title: 'To',
              type: 'string',
              options: { list: TIME_OPTIONS.slice(1) },
              validation: (rule) =>
                rule.required().custom((to: string | undefined, context) => {
                  const from = (context.parent as { from?: string } | undefined)?.from
                  return !from || !to || to > from ? true : 'The end must come after the start, on the same day.'
                }),
            }),
          ],
          preview: {
            select: { day: 'day', from: 'from', to: 'to' },
            prepare: ({ day, from, to }) => ({ title: `${day ?? '?'}: ${from ?? '?'} to ${to ?? '?'}` }),
          },
        }),
      ],
      initialValue: DEFAULT_CONSULTATION_HOURS.windows.map((window, index) => ({
        _key: `window${index}`,
        _type: 'bookingWindow',
        ...window,
      })),
    }),
    minutesField(
      'phoneMinutes',
      'Length of a phone consultation (minutes)',
      'How long a free phone consultation takes.',
      HOURS_LIMITS.phone,
      DEFAULT_CONSULTATION_HOURS.minutes.phone,
    ),
    minutesField(
      'visitMinutes',
      'Length of a home visit (minutes)',
      'How long a free consultation at the family’s home takes, travel not included (add it to the gap below).',
      HOURS_LIMITS.visit,
      DEFAULT_CONSULTATION_HOURS.minutes.visit,
    ),
    minutesField(
      'bufferMinutes',
      'Gap between two (minutes)',
      'Kept free after each consultation, and around the busy times of your own calendar.',
      HOURS_LIMITS.buffer,
      DEFAULT_CONSULTATION_HOURS.bufferMinutes,
    ),
    minutesField(
      'noticeHours',
      'Shortest notice (office hours)',
      'The first time offered is at least this many office hours away: 3 means a family writing at 4 pm on Friday is offered Monday from 11 am.',
      HOURS_LIMITS.notice,
      DEFAULT_CONSULTATION_HOURS.noticeHours,
    ),
    minutesField(
      'daysAhead',
      'How far ahead (days)',
      'Times are offered up to this many days from today.',
      HOURS_LIMITS.ahead,
      DEFAULT_CONSULTATION_HOURS.daysAhead,
    ),
    defineField({
      name: 'closedDays',
      title: 'Days without consultations',
      type: 'array',
      description: 'Whole days no consultation is offered (holidays, a day out). The office’s closed days count too.',
      of: [defineArrayMember({ type: 'date', options: { dateFormat: 'dddd, MMMM D, YYYY' } })],
    }),
    defineField({
      name: 'calendarUrl',
      title: 'Your own calendar’s private address (optional)',
      type: 'url',
      description:
        'The times you are busy in your own calendar are then not offered. Google Calendar: Settings, your ' +
        'calendar, "Secret address in iCal format". Outlook: Settings, Calendar, Shared calendars, "Publish a ' +
        'calendar", the ICS link. iPhone or Mac: share the calendar as a Public Calendar and copy its link. Only ' +
        'this Studio and the website’s server read it; families see only the free times. Changes in your calendar ' +
        'reach the website within about five minutes.',
      validation: (rule) =>
        rule
          .uri({ scheme: ['https', 'webcal'] })
          .custom((value: string | undefined) =>
            !value || calendarAddress(value) ? true : 'Paste the calendar’s https:// or webcal:// address.',
          ),
    }),
  ],
  preview: { prepare: () => ({ title: 'Consultation hours' }) },
})
