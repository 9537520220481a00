import { ALERT_SETTINGS_ID } from '../features/requests/model/alert-settings'
import { county } from './documents/county'
import { fact } from './documents/fact'
import { faq } from './documents/faq'
import { requestSchema } from '../features/requests/schemas/request'
import { service } from './documents/service'
import { teamMember } from './documents/team-member'
import { testimonial } from './documents/testimonial'
import { accessibilityStatement } from './objects/accessibility-statement'
import { accessibleImage } from './objects/accessible-image'
import { careers } from './objects/careers'
import { howItWorksStep } from './objects/how-it-works-step'
import { officeDay, officeHoliday } from './objects/office-hours'
import { postalAddress } from './objects/postal-address'
import { privacyNotice } from './objects/privacy-notice'
import { richText } from './objects/rich-text'
import { shiftPattern } from './objects/shift-pattern'
import { storyCard } from './objects/story-card'
import { aboutPage } from './singletons/about-page'
import { completionPage } from './singletons/completion-page'
import { homePage } from './singletons/home-page'
import { inboxSettings } from '../features/requests/schemas/inbox-settings'
import { ownerAlerts } from '../features/requests/schemas/alert-settings'
import { settings } from './singletons/settings'

/**
 * Every content type of the Studio, by kind: singletons (one document each,
 * under an id equal to the type name, or a private one: SINGLETON_IDS), documents (lists the owner adds to)
 * and objects (parts of documents). Shared validation rules: ./rules.ts.
 */

/** Documents that exist exactly once, under an id equal to their type name unless SINGLETON_IDS says otherwise. */
export const SINGLETON_TYPES = [
  'settings',
  'ownerAlerts',
  'homePage',
  'aboutPage',
  'completionPage',
  'inboxSettings',
] as const

/** Singletons kept under a private id (with a dot): the API of a public dataset never serves them. */
export const SINGLETON_IDS: Partial<Record<(typeof SINGLETON_TYPES)[number], string>> = {
  ownerAlerts: ALERT_SETTINGS_ID,
}

/** The id of a singleton's one document. */
export function singletonId(type: (typeof SINGLETON_TYPES)[number]): string {
  return SINGLETON_IDS[type] ?? type
}

/**
 * Documents only the website creates (POST /api/leads): the Studio offers no
 * "create" for them. No query of the site reads them (a test proves it).
 */
export const WEBSITE_CREATED_TYPES = ['lead'] as const

export const schemaTypes = [
  // singletons
  settings,
  homePage,
  aboutPage,
  completionPage,
  inboxSettings,
  ownerAlerts,
  // documents
  requestSchema,
  service,
  testimonial,
  fact,
  county,
  faq,
  teamMember,
  // objects
  accessibleImage,
  richText,
  postalAddress,
  storyCard,
  shiftPattern,
  howItWorksStep,
  officeDay,
  officeHoliday,
  careers,
  privacyNotice,
  accessibilityStatement,
]
