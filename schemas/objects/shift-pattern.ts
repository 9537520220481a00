import { ClockIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** One way of covering a day, e.g. two 12-hour shifts: 7am-7pm and 7pm-7am. */
export const shiftPattern = defineType({
  name: 'shiftPattern',
  title: 'Shift pattern',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'shifts',
      title: 'Shifts',
      type: 'array',
      description: 'One entry per shift, for example 7am-7pm.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(30) })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { shifts: 'shifts' },
    prepare: ({ shifts }: { shifts?: string[] }) => ({
      title: shifts?.join(' and ') || 'Empty pattern',
      subtitle: `${shifts?.length ?? 0} shifts`,
    }),
  },
})
