import { UsersIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { localizedText, requiredText } from '../rules'

/** A person families will speak to, in "Our team" on the About page. */
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(60) }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'localeString',
      description: 'What they do for families, for example "Care coordinator".',
      validation: localizedText(80),
    }),
    defineField({
      name: 'photo',
      title: 'Photo',
      type: 'accessibleImage',
      description:
        'Optional, and only with their permission: a friendly head-and-shoulders photo. Without one the site shows their initials.',
    }),
    defineField({
      name: 'bio',
      title: 'About them',
      type: 'localeText',
      description:
        'One sentence a family would like to know, for example what they help with or how long they have been with you.',
      validation: localizedText(240, { optional: true }),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: 'The team is shown from the lowest number up.',
      initialValue: 10,
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'role.en', media: 'photo' } },
})
