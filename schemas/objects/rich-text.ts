import { TagIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { SITE_FACTS } from './site-facts'

/**
 * Formatted text for longer copy. Kept deliberately small: paragraphs, a
 * sub-heading, lists, bold, italic and links. Anything richer would tempt
 * layouts that older readers find hard to follow. And facts: "Insert a fact"
 * puts one of ./site-facts.ts into a sentence, read from where the owner
 * keeps it, so that an answer never states an old number.
 */
export const richText = defineType({
  name: 'richText',
  title: 'Formatted text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Sub-heading', value: 'h3' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      of: [
        defineArrayMember({
          name: 'siteFact',
          title: 'Fact',
          type: 'object',
          icon: TagIcon,
          fields: [
            defineField({
              name: 'fact',
              title: 'Which fact',
              type: 'string',
              description:
                'Shown in the page’s language from where you keep it, so it is never out of date: change it there.',
              options: { list: SITE_FACTS.map(({ value, title }) => ({ value, title })), layout: 'radio' },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { fact: 'fact' },
            prepare: ({ fact }) => ({
              title: SITE_FACTS.find(({ value }) => value === fact)?.title ?? 'Choose a fact',
            }),
          },
        }),
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              {
                name: 'href',
                title: 'Address',
                type: 'url',
                description: 'A web address, or tel: / mailto: for phone and e-mail links.',
                validation: (rule) =>
                  rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'tel', 'mailto'] }),
              },
            ],
          },
        ],
      },
    }),
  ],
})
