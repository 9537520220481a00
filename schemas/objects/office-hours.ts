import { CalendarIcon, ClockIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { clockMinutes, WEEKDAYS } from '../../lib/time/office-hours'

/**
 * A day of the office's week, and a day the office is closed: the parts of
 * the contact details' office hours (lib/time/office-hours.ts computes with them).
 */

const DAY_TITLES = WEEKDAYS.map((day) => day[0]!.toUpperCase() + day.slice(1))

/** "8:00 am", "12:00 pm (noon)", "midnight": how a time reads in the Studio. */
export function timeTitle(value: string): string {
  const minutes = clockMinutes(value) ?? 0
  if (minutes % (24 * 60) === 0) return minutes ? 'midnight (end of the day)' : 'midnight (start of the day)'
  const hour = Math.floor(minutes / 60)
  const clock = `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`
  if (minutes === 12 * 60) return `${clock} pm (noon)`
  return `${clock} ${hour < 12 ? 'am' : 'pm'}`
}

/** Every half hour of the day, and midnight at its end: a list to pick from rather than a time to type. */
export const TIME_OPTIONS = Array.from({ length: 49 }, (_, index) => {
  const value = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`
  return { title: timeTitle(value), value }
})

export const officeDay = defineType({
  name: 'officeDay',
  title: 'Open day',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'string',
      options: { list: WEEKDAYS.map((value, index) => ({ title: DAY_TITLES[index]!, value })) },
      validation: (rule) => rule.required().error('Choose the day.'),
    }),
    defineField({
      name: 'opens',
      title: 'Opens',
      type: 'string',
      options: { list: TIME_OPTIONS.slice(0, -1) },
      validation: (rule) => rule.required().error('Choose when the office opens.'),
    }),
    defineField({
      name: 'closes',
      title: 'Closes',
      type: 'string',
      options: { list: TIME_OPTIONS.slice(1) },
      validation: (rule) =>
        rule.required().custom((closes: string | undefined, context) => {
          const opens = clockMinutes((context.parent as { opens?: string } | undefined)?.opens)
          const close = clockMinutes(closes)
          return opens === null || close === null || close > opens
            ? true
            : 'Closing must be after opening, on the same day. An office open overnight: choose midnight.'
        }),
    }),
  ],
  preview: {
    select: { day: 'day', opens: 'opens', closes: 'closes' },
    prepare: ({ day, opens, closes }: { day?: string; opens?: string; closes?: string }) => ({
      title: DAY_TITLES[WEEKDAYS.findIndex((name) => name === day)] ?? 'Choose a day',
      subtitle: opens && closes ? `${timeTitle(opens)} to ${timeTitle(closes)}` : 'Choose the times',
    }),
  },
})

export const officeHoliday = defineType({
  name: 'officeHoliday',
  title: 'Closed day',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      options: { dateFormat: 'dddd, MMMM D, YYYY' },
      validation: (rule) => rule.required().error('Choose the date.'),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'For you only, for example "Thanksgiving".',
      validation: (rule) => rule.max(60),
    }),
  ],
  preview: {
    select: { date: 'date', name: 'name' },
    prepare: ({ date, name }: { date?: string; name?: string }) => ({
      title: name || date || 'Choose a date',
      subtitle: name ? date : undefined,
    }),
  },
})
