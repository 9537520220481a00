/**
 * A caregiver's application (the About page's #careers): step 1 is all the
 * agency needs (how to reach them, where and when they can work, how long
 * they have done it, and the consent Georgia's background check needs), so
 * that step 1 alone is a whole application; step 2 (all optional) the rest:
 * certifications, driving, when they can start, how they heard of us. Nothing
 * else: no Social Security number, date of birth, health information or
 * résumé (docs/decisions.md, "The caregiver application").
 */
import { DATE_RULE } from './date-field'
import type { RequestModel } from './request'

/** The subject an application's e-mail starts with (and the careers section's mailto), so the office can sort them. */
export const APPLICATION_SUBJECT = 'Caregiver application'

/** The shift patterns of the agency's services, then the days. */
export const SHIFT_OPTIONS = [
  { value: '7am-7pm', label: '7 am to 7 pm' },
  { value: '7pm-7am', label: '7 pm to 7 am' },
  { value: '8am-8pm', label: '8 am to 8 pm' },
  { value: '8pm-8am', label: '8 pm to 8 am' },
  { value: '7am-3pm', label: '7 am to 3 pm' },
  { value: '3pm-11pm', label: '3 pm to 11 pm' },
  { value: '11pm-7am', label: '11 pm to 7 am' },
  { value: 'weekdays', label: 'Weekdays' },
  { value: 'weekends', label: 'Weekends' },
] as const

export const EXPERIENCE_OPTIONS = [
  { value: 'none', label: 'None yet' },
  { value: 'underOne', label: 'Less than a year' },
  { value: 'oneToTwo', label: '1 to 2 years' },
  { value: 'threeToFive', label: '3 to 5 years' },
  { value: 'overFive', label: 'More than 5 years' },
] as const

export const CERTIFICATION_OPTIONS = [
  { value: 'cna', label: 'CNA' },
  { value: 'pcaHha', label: 'PCA or HHA' },
  { value: 'cprFirstAid', label: 'CPR and First Aid' },
  { value: 'none', label: 'None yet' },
] as const

export const DRIVING_OPTIONS = [
  { value: 'licenseAndCar', label: 'A driver’s license and a car' },
  { value: 'licenseOnly', label: 'A driver’s license, no car' },
  { value: 'neither', label: 'No driver’s license' },
] as const

/** A caregiver's referral is the best source of hires: its name is asked for beside it. */
export const HEARD_FROM_OPTIONS = [
  { value: 'caregiver', label: 'A caregiver who works for you' },
  { value: 'friend', label: 'A friend or relative' },
  { value: 'jobSite', label: 'A job website' },
  { value: 'search', label: 'A web search' },
  { value: 'social', label: 'Social media' },
  { value: 'event', label: 'A job fair or event' },
  { value: 'other', label: 'Somewhere else' },
] as const

/** The consent's sentence, as the applicant ticks it and as the Inbox and the e-mail record it. */
export const BACKGROUND_CHECK_CONSENT =
  'I understand a national and state background check is a condition of employment.'

export const APPLICATION = {
  kind: 'application',
  title: 'Caregiver application',
  noun: 'application',
  subject: APPLICATION_SUBJECT,
  fields: [
    { name: 'name', title: 'Name', type: 'text', max: 200, required: true },
    { name: 'phone', title: 'Phone', type: 'phone' },
    { name: 'email', title: 'E-mail', type: 'email' },
    { name: 'zip', title: 'ZIP code', type: 'zip', required: true },
    // The "County served" documents' names, ticked as checkboxes: the page offers them, the content may change.
    { name: 'counties', title: 'Counties they can work in', type: 'list', maxItems: 20, maxChars: 80 },
    { name: 'shifts', title: 'Shifts they can work', type: 'choices', options: SHIFT_OPTIONS, required: true },
    { name: 'experience', title: 'Experience', type: 'choice', options: EXPERIENCE_OPTIONS, required: true },
    {
      name: 'backgroundCheck',
      title: 'Background check understood',
      type: 'consent',
      label: BACKGROUND_CHECK_CONSENT,
      required: true,
    },
    { name: 'certifications', title: 'Certifications', type: 'choices', options: CERTIFICATION_OPTIONS },
    { name: 'driving', title: 'Driving', type: 'choice', options: DRIVING_OPTIONS },
    { name: 'availableFrom', title: 'Can start from', type: 'date', rule: DATE_RULE },
    { name: 'heardFrom', title: 'Heard of us from', type: 'choice', options: HEARD_FROM_OPTIONS },
    { name: 'referredBy', title: 'Referred by', type: 'text', max: 200 },
    { name: 'notes', title: 'Anything else', type: 'text', max: 2000, multiline: true },
  ],
  reachBy: ['phone', 'email'],
} as const satisfies RequestModel<'application'>
