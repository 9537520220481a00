import { CogIcon } from '@sanity/icons'
import { PAGE_LOADER_COST } from './page-loader'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { CARD_BRAND_LABELS, NOT_ACCEPTED_LABELS, optionsList, PAYMENT_METHOD_LABELS } from './payment'
import { DEFAULT_OFFICE_HOURS } from '../../lib/time/office-hours'
import { TRUST_PROOF_OPTIONS } from './trust-proofs'
import { SPOKEN_LANGUAGE_OPTIONS } from '../../lib/i18n/spoken-languages'
import { LANGUAGES, TRANSLATED_LANGUAGES } from '../../lib/i18n/languages'
import { emailAddress, localizedText, requiredText, usPhone } from '../rules'

export const SETTINGS_ID = 'settings'

/** The languages the site can have pages in besides English, each as it names itself ("Español"). */
const TRANSLATED_LANGUAGE_OPTIONS = LANGUAGES.filter(({ code }) => TRANSLATED_LANGUAGES.includes(code)).map(
  ({ code, ownName, englishName }) => ({ value: code, title: `${ownName} (${englishName})` }),
)

/** Contact details and facts about the agency that appear on every page. */
export const settings = defineType({
  name: 'settings',
  title: 'Contact details',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'contact', title: 'Contact', default: true },
    { name: 'hours', title: 'Office hours' },
    { name: 'agency', title: 'Agency' },
    { name: 'payment', title: 'Payment' },
    { name: 'serviceArea', title: 'Service area' },
    { name: 'trust', title: 'Proofs of trust' },
    { name: 'languages', title: 'Languages' },
  ],
  // Exactly one settings document: the Studio only ever opens this id, and
  // anything else would be a second, competing set of contact details.
  validation: (rule) =>
    rule.custom((doc) =>
      !doc || doc._id.replace(/^drafts\./, '') === SETTINGS_ID
        ? true
        : `There is only one set of contact details (id "${SETTINGS_ID}"). Delete this copy.`,
    ),
  fields: [
    defineField({
      name: 'agencyName',
      title: 'Agency name',
      type: 'string',
      group: 'agency',
      validation: requiredText(80),
    }),
    defineField({
      name: 'logoPrimary',
      title: 'Logo on the large photo',
      type: 'accessibleImage',
      group: 'agency',
      description: 'Shown at the top of each page, over the large photo: use a light logo.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'logoScrolled',
      title: 'Logo on the white header',
      type: 'accessibleImage',
      group: 'agency',
      description: 'Shown once the visitor scrolls down and the header turns white: use a dark logo.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'showPageLoader',
      title: 'Show a loading spinner when a page first opens',
      type: 'boolean',
      group: 'agency',
      description: PAGE_LOADER_COST,
      initialValue: true,
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      group: 'contact',
      description: 'Every "Call" button on the site dials this number. For example (770) 555-0142.',
      validation: usPhone,
    }),
    defineField({
      name: 'email',
      title: 'E-mail address',
      type: 'string',
      group: 'contact',
      description: 'Shown in the footer and used by the "Email Us" button.',
      validation: emailAddress,
    }),
    defineField({
      name: 'chatNumber',
      title: 'WhatsApp number',
      type: 'string',
      group: 'contact',
      description: 'The number that receives "Message Us" chats. Often the same as the phone number.',
      validation: usPhone,
    }),
    defineField({
      name: 'chatMessage',
      title: 'Ready-written chat message',
      type: 'localeText',
      group: 'contact',
      description: 'The visitor sees this text already typed when the chat opens, and can change it.',
      validation: localizedText(300),
    }),
    defineField({
      name: 'address',
      title: 'Postal address',
      type: 'postalAddress',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'responseTime',
      title: 'How fast we reply',
      type: 'localeString',
      group: 'contact',
      description: 'A short promise shown near the contact options, for example "We often reply within hours."',
      validation: localizedText(120),
    }),
    defineField({
      name: 'answerHours',
      title: 'When we answer the phone',
      type: 'localeString',
      group: 'contact',
      description:
        'Shown under the phone number in the contact section, and said with the Call button of the phones’ bar. For example "We answer 24/7" or "We answer Mon–Fri, 8 am to 6 pm".',
      validation: localizedText(60),
    }),
    defineField({
      name: 'officeHours',
      title: 'Office hours',
      type: 'array',
      group: 'hours',
      description:
        'When someone in the office reads requests and calls families back. After sending a request a family reads ' +
        '"We\'ll call you within the hour" inside these hours, and outside them the time by which you will call ' +
        '(the first hour of your next opening, e.g. "by 9:00 tomorrow morning"). Requests waiting more than an hour ' +
        'of these hours are listed as late. Georgia time. Left empty: Monday to Friday, 8 am to 6 pm.',
      of: [defineArrayMember({ type: 'officeDay' })],
      initialValue: DEFAULT_OFFICE_HOURS.days.map((day) => ({ _key: day.day, _type: 'officeDay', ...day })),
      // Empty is a warning, not an error: the site keeps working on the default hours meanwhile.
      validation: (rule) => [
        rule
          .required()
          .min(1)
          .warning('Add your open days: until then the site assumes Monday to Friday, 8 am to 6 pm.'),
        rule.custom((rows: { day?: string }[] | undefined) => {
          const days = (rows ?? []).map((row) => row.day).filter(Boolean)
          return new Set(days).size === days.length ? true : 'Each day once: remove the second row for the same day.'
        }),
      ],
    }),
    defineField({
      name: 'holidays',
      title: 'Days the office is closed',
      type: 'array',
      group: 'hours',
      description:
        'Holidays and other whole days closed, for example Thanksgiving. On these days families are told the time ' +
        "of your next opening instead, and waiting time is not counted. Add next year's as you plan them.",
      of: [defineArrayMember({ type: 'officeHoliday' })],
      validation: (rule) =>
        rule.custom((rows: { date?: string }[] | undefined) => {
          const dates = (rows ?? []).map((row) => row.date).filter(Boolean)
          return new Set(dates).size === dates.length ? true : 'Each date once: remove the repeated date.'
        }),
    }),
    defineField({
      name: 'licenseNumber',
      title: 'License number',
      type: 'string',
      group: 'agency',
      description:
        'Your state license or permit number, shown in the footer, and under the large photo on the home page when "Licensed" is ticked under Proofs of trust.',
      validation: requiredText(40),
    }),
    defineField({
      name: 'freeConsultation',
      title: 'Free consultation',
      type: 'localeString',
      group: 'agency',
      description: 'A short sentence offering the free consultation, for example "Your first consultation is free."',
      validation: localizedText(120),
    }),
    defineField({
      name: 'agingLine',
      title: 'Who else can help',
      type: 'object',
      group: 'serviceArea',
      description:
        'When a family checks a ZIP code outside the counties you serve, the site says so kindly and gives them ' +
        'this line, which finds care anywhere in the state. In Georgia: the Aging and Disability Resource ' +
        'Connection, 1-866-552-4464. The counties you serve are the "County served" documents.',
      options: { collapsible: false },
      // A warning, not an error: without it the answer still offers your own number.
      validation: (rule) =>
        rule
          .required()
          .warning('Add a line that families outside your counties can call, e.g. 1-866-552-4464 in Georgia.'),
      fields: [
        defineField({
          name: 'name',
          title: 'Name',
          type: 'localeString',
          description: 'As families should hear it, for example "Georgia\'s Aging and Disability Resource Connection".',
          validation: localizedText(80),
        }),
        defineField({
          name: 'phone',
          title: 'Phone number',
          type: 'string',
          description: 'For example 1-866-552-4464.',
          validation: usPhone,
        }),
      ],
    }),
    defineField({
      name: 'homeVisitBy',
      title: 'Who makes the home visit',
      type: 'reference',
      group: 'trust',
      to: [{ type: 'teamMember' }],
      description:
        'The team member who visits a family for the free consultation. Answers name them with the fact "Who makes the home visit", so that the FAQ and the team say the same.',
    }),
    defineField({
      name: 'paymentMethods',
      title: 'Ways to pay',
      type: 'array',
      group: 'payment',
      of: [defineArrayMember({ type: 'string' })],
      description:
        'Every sentence of the site about paying reads this list and the next: the costs section, the call to action. Write no way to pay into other texts.',
      options: { list: optionsList(PAYMENT_METHOD_LABELS), layout: 'grid' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'notAccepted',
      title: 'Ways to pay you do not accept',
      type: 'array',
      group: 'payment',
      description:
        'Said as plainly as what you accept ("We do not accept Medicaid"), so that no family plans on it. A way cannot be in both lists.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: optionsList(NOT_ACCEPTED_LABELS), layout: 'grid' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'cardBrands',
      title: 'Cards accepted',
      type: 'array',
      group: 'payment',
      description: 'Their logos are shown next to the contact buttons.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: optionsList(CARD_BRAND_LABELS), layout: 'grid' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'paymentLink',
      title: 'Online payment link',
      type: 'url',
      group: 'payment',
      description: 'Optional. The payment page your card provider gives you. When set, a "Pay Online" button appears.',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'trustProofs',
      title: 'What we can prove',
      type: 'array',
      group: 'trust',
      description:
        'Tick only what is true today: each ticked line is shown under the large photo on the home page, and nothing unticked is ever claimed.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: TRUST_PROOF_OPTIONS, layout: 'grid' },
      initialValue: [],
      validation: (rule) =>
        rule.unique().custom((ticked: string[] | undefined, context) => {
          const license = (context.document as { licenseNumber?: string } | undefined)?.licenseNumber
          return ticked?.includes('licensed') && !license?.trim()
            ? 'Add your license number (on the Agency tab) before ticking "Licensed".'
            : true
        }),
    }),
    defineField({
      name: 'licenseLookupUrl',
      title: 'Where families can check your license',
      type: 'url',
      group: 'trust',
      description:
        "Optional. The state's public search for licensed providers (in Georgia, GAMap2Care: https://www.gamap2care.info). When set, your license number links there, so families can check it themselves.",
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'publishedLanguages',
      title: 'Pages in other languages',
      type: 'array',
      group: 'languages',
      description:
        'Ticked: the site has its pages in that language too (Español: /es), and every page links to its translation. Unticked: those pages are gone, and so are the links to them. Whatever you have not translated shows in English there, marked as English for screen readers: "Not yet in Spanish" lists it.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: TRANSLATED_LANGUAGE_OPTIONS, layout: 'grid' },
      initialValue: [...TRANSLATED_LANGUAGES],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'caregiverLanguages',
      title: 'Languages our caregivers speak',
      type: 'array',
      group: 'languages',
      description:
        'Shown under the large photo ("Our caregivers speak English, Spanish and Korean"), and offered to families who ask for a consultation, with "another language". Tick only what a caregiver of yours speaks well today.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: SPOKEN_LANGUAGE_OPTIONS, layout: 'grid' },
      initialValue: ['en', 'es'],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: {
    select: { title: 'agencyName', subtitle: 'phone', media: 'logoScrolled' },
  },
})
