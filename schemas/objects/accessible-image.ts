import { ImageIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** An image that always carries a text alternative for screen-reader users. */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Description for screen readers',
      type: 'string',
      description:
        'Say in a few words what the picture shows, for visitors who cannot see it. For example: "A caregiver and an older woman sharing tea by the window".',
      validation: (rule) =>
        rule.max(160).custom((alt, context) => {
          const parent = context.parent as { asset?: unknown } | undefined
          return parent?.asset && !alt?.trim() ? 'Describe the picture for visitors who cannot see it.' : true
        }),
    }),
  ],
})
