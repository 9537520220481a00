import { defineArrayMember, defineType } from 'sanity'

/**
 * Formatted text for longer copy. Kept deliberately small: paragraphs, a
 * sub-heading, lists, bold, italic and links. Anything richer would tempt
 * layouts that older readers find hard to follow.
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
