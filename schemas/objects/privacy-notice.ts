import { defineField, defineType } from 'sanity'
import { localizedText } from '../rules'

/**
 * The About page's privacy notice (#privacy), linked under every form's Send
 * button. One field per question a family asks, so that none is left out,
 * and one for what a caregiver who applies should know.
 */
export const privacyNotice = defineType({
  name: 'privacyNotice',
  title: 'Privacy notice',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      initialValue: { _type: 'localeString', en: 'Privacy notice', es: 'Aviso de privacidad' },
      validation: localizedText(80),
    }),
    defineField({
      name: 'collected',
      title: 'What the forms collect',
      type: 'localeText',
      description: 'What a visitor types into the forms on this site, and what you use it for.',
      validation: localizedText(600),
    }),
    defineField({
      name: 'whereItGoes',
      title: 'Where it goes and where it is stored',
      type: 'localeText',
      description:
        'Which services carry or keep what visitors send (the e-mail service, your mailbox, and any place the site stores requests). Update this whenever that changes.',
      validation: localizedText(600),
    }),
    defineField({
      name: 'retention',
      title: 'How long we keep it',
      type: 'localeText',
      description: 'For example "We delete enquiries 12 months after our last contact, unless you become a client."',
      validation: localizedText(400),
    }),
    defineField({
      name: 'applications',
      title: 'Job applications',
      type: 'localeText',
      description:
        'What the careers form collects, who sees it and how long you keep it (Inbox settings: closed applications). Linked under the form’s Send button.',
      validation: localizedText(600, { optional: true }),
    }),
    defineField({
      name: 'deletion',
      title: 'How to have it deleted',
      type: 'localeText',
      description: 'Who to ask, and what happens then. The site adds your phone number and e-mail address after it.',
      validation: localizedText(400),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'Change this date whenever you change the notice.',
      validation: (rule) => rule.required(),
    }),
  ],
})
