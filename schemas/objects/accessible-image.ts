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
      type: 'localeString',
      description:
        'Say in a few words what the picture shows, for visitors who cannot see it. For example: "A caregiver and an older woman sharing tea by the window".',
      validation: (rule) =>
        rule.custom((alt: { en?: string; es?: string } | undefined, context) => {
          const parent = context.parent as { asset?: unknown } | undefined
          if (parent?.asset && !alt?.en?.trim())
            return 'Describe the picture in English for visitors who cannot see it.'
          const long = [alt?.en, alt?.es].find((text) => (text?.length ?? 0) > 160)
          return long ? `At most 160 characters (this one has ${long.length}).` : true
        }),
    }),
  ],
})
