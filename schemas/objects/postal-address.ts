import { defineField, defineType } from 'sanity'
import { requiredText } from '../rules'

export const postalAddress = defineType({
  name: 'postalAddress',
  title: 'Postal address',
  type: 'object',
  fields: [
    defineField({ name: 'street', title: 'Street and suite', type: 'string', validation: requiredText(120) }),
    defineField({ name: 'city', title: 'City', type: 'string', validation: requiredText(60) }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      description: 'Two-letter abbreviation, for example GA.',
      initialValue: 'GA',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[A-Z]{2}$/)
          .error('Two capital letters, for example GA.'),
    }),
    defineField({
      name: 'postalCode',
      title: 'ZIP code',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{5}(-\d{4})?$/)
          .error('Five digits, for example 30097.'),
    }),
  ],
})
