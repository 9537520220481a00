import { defineField, defineType } from 'sanity'
import { localizedList, localizedText } from '../rules'

/** The About page's accessibility statement (#accessibility). */
export const accessibilityStatement = defineType({
  name: 'accessibilityStatement',
  title: 'Accessibility statement',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      initialValue: { _type: 'localeString', en: 'Accessibility statement', es: 'Declaración de accesibilidad' },
      validation: localizedText(80),
    }),
    defineField({
      name: 'standard',
      title: 'The standard we meet',
      type: 'localeText',
      description: 'The standard this website is built and tested to (WCAG 2.2 at level AA), and how it is checked.',
      validation: localizedText(500),
    }),
    defineField({
      name: 'measures',
      title: 'What we did for older readers',
      type: 'localeStringList',
      description: 'Short lines, one per thing: text size, contrast, large buttons, reduced motion.',
      validation: localizedList(200, { min: 1, most: 10 }),
    }),
    defineField({
      name: 'limits',
      title: 'Known limits',
      type: 'localeStringList',
      description: 'What does not work as well as it should yet, said plainly. Leave empty only if you know of none.',
      validation: localizedList(200, { most: 8 }),
    }),
    defineField({
      name: 'help',
      title: 'If something is hard to use',
      type: 'localeText',
      description:
        'How to tell you, and what you will do. The site adds your phone number and e-mail address after it.',
      validation: localizedText(400),
    }),
    defineField({
      name: 'lastReviewed',
      title: 'Last reviewed',
      type: 'date',
      description: 'Change this date whenever you check the site again.',
      validation: (rule) => rule.required(),
    }),
  ],
})
